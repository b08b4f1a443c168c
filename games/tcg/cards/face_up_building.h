// "Your opponent builds with cards face up; they still count as face-down
// cards" (Darth Sidious (A)): while it holds for a seat, that seat's
// face-down cards in its build zone are shown to everyone (the view) and are
// not re-dealt by a determinisation; for the rules they stay face down.
#pragma once
#include "tcg/state.h"

namespace sw::tcg {

bool builds_face_up(const TcgState& g, int seat);

}  // namespace sw::tcg
