// Support: when revealed, shuffle one character from your reserve into your
// resource deck (EVR-FAQ-5). Mandatory when the reserve has one (EVR-FAQ-7).
#include "evr/powers/helpers.h"
#include "evr/strategies/strategy_parts.h"

namespace sw {
namespace evr {
namespace {

void options(const EvrState& s, std::vector<Action>& out) { pick_zone(s.p[s.choice().owner].reserve, out); }
void choose(EvrState& s, Action a, EventLog* log) {
  shuffle_reserve_character_into_deck(s, s.choice().owner, picked_card(a), log);
  finish_power(s, log);
}
std::string prompt(const EvrState&) { return "Support: choose a character from your reserve to shuffle into your deck."; }
void start(EvrState& s, int owner, int, EventLog* log) {
  if (s.p[owner].reserve.empty()) return no_effect(s, owner, -1, log, "the reserve is empty");
  ask(s, PowerId::Support, owner, owner, -1, 0);
}

}  // namespace

extern const PowerDef kSupportPower = {nullptr, start, options, choose, prompt, no_peek};

void support_on_reveal(EvrState& s, int seat, EventLog* log) { start(s, seat, -1, log); }

}  // namespace evr
}  // namespace sw
