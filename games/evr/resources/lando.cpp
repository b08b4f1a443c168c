// Lando Calrissian (Rebel character): discard any number of your resource
// cards in play (Lando himself included, EVR-FAQ-1), then play that many cards
// from the top of your deck. count = cards discarded so far.
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

void play_replacements(EvrState& s, EventLog* log) {
  int owner = s.choice().owner;
  for (int i = 0; i < s.choice().count && s.can_play_more(owner); ++i) {
    int c = draw_top(s, owner, log);
    if (c < 0) break;
    put_into_play(s, owner, c, log, "plays");
  }
  finish_power(s, log);
}

StepResult run(EvrState&, Frame&, EventLog*) { return StepResult::Wait; }
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  pick_in_play(s, s.choice().owner, kAny, out);
  out.push_back(act::kDone);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  if (a == act::kDone) return play_replacements(s, log);
  discard_from_play(s, picked_card(a), log, s.choice().owner);
  s.choice().count = static_cast<int8_t>(s.choice().count + 1);
  if (s.p[s.choice().owner].in_play.empty()) play_replacements(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  return "Lando Calrissian: choose a card of yours to discard, or stop (" + std::to_string(s.choice().count) +
         " discarded so far; you will play that many from your deck).";
}

}  // namespace
extern const EvrScript kLandoScript = {{"lando-calrissian", 1, run, legal, apply, prompt, nullptr}};
extern const EvrCard kLandoCalrissian = character(
    "lando-calrissian", "Lando Calrissian",
    power_ability(PowerId::Lando,
                  "Discard any number of your resource cards in play, then play that many cards from the top of your deck."));
}  // namespace evr
}  // namespace sw
