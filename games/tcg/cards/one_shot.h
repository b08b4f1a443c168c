// One-shot card scripts: an ability whose effect fits no verb but needs no
// decision (Obi-Wan Kenobi (A): "prevent all the damage ...; you gain 1
// Force per point prevented"). The ability is scripted(fk::kOneShot); the
// frame (the ability frame turned script: source, ability, seat, v[0] = its
// target or -1, v[1] = the triggering event's slot) calls the card's
// function once and pops. Each card's function is in its own file and has
// one line in one_shot.cpp's table.
#pragma once
#include "tcg/state.h"

namespace sw::tcg {

using OneShot = void (*)(TcgState& g, const Frame& f, EventLog* log);
StepResult run_one_shot(TcgState& g, Frame& f, EventLog* log);

}  // namespace sw::tcg
