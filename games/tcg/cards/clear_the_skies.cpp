// Clear the Skies (neutral Mission, AOTC 8): when completed (TCG-BUILD-7),
// for every arena where a player has 4 or more units, that player discards
// one unit of their choice from it; the Dark Side chooses first (all its
// arenas, Space, Ground, Character), then the Light Side (TCG-GEN-4).
// v[2] = the next (side, arena) to look at: 0-2 the Dark Side's, 3-5 the Light Side's.
#include "tcg/cards/script.h"

namespace sw::tcg {

namespace {
int seat_at(const TcgState& g, int pos) { return pos < kNumArenas ? g.first_seat() : g.second_seat(); }

StepResult run(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    f.step = 1;
    f.v[2] = 0;
  }
  for (; f.v[2] < 2 * kNumArenas; ++f.v[2]) {
    const int seat = seat_at(g, f.v[2]);
    if (g.count_in(seat, kArenas[f.v[2] % kNumArenas]) >= 4) {
      f.seat = static_cast<int8_t>(seat);
      return StepResult::Wait;
    }
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1 || f.v[2] >= 2 * kNumArenas) return;
  for (CardId c : g.units_in(seat, kArenas[f.v[2] % kNumArenas])) out.push_back(make_action(vb::kPick, c, 0));
}
void apply(TcgState& g, Frame& f, int, Action a, EventLog* log) {
  g.discard_unit(card_of(a), log);
  ++f.v[2];
}
std::string prompt(const TcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  return std::string("Clear the Skies: you have 4 or more units in the ") + type_name(kArenas[f.v[2] % kNumArenas]) +
         " arena; discard one of them.";
}
std::string label(const TcgState& g, const Frame&, Action a) { return "Discard " + g.card_label(card_of(a)); }
}  // namespace

extern const CardScript clear_the_skies_script = CardScript::own("clear-the-skies", run, legal, apply, prompt).labelled(label);

Card clear_the_skies(Card c) {
  return c.with(Ability::action()
                    .in_window(timing::kComplete)
                    .scripted(fk::kScript)
                    .says("For every arena where a player has 4 or more units, that player discards one unit of their choice "
                          "from it (the Dark Side chooses first, then the Light Side)."));
}

}  // namespace sw::tcg
