// Balance of the Force: the winner may look at the top 3 cards of the event
// deck and put them back in any order. The winner picks the card for each
// position from the top down, or keeps the rest as they are ("done").
// count = positions already fixed.
#include "evr/events/event_card.h"

namespace sw {
namespace evr {
namespace {

int looked(const EvrState& s) { return s.event_deck.size() < 3 ? s.event_deck.size() : 3; }

void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  bool has[kNumEvents] = {};
  for (int i = s.choice().count; i < looked(s); ++i) has[s.event_deck.cards[i]] = true;
  for (int e = 0; e < kNumEvents; ++e)
    if (has[e]) out.push_back(act::make(act::PickEvent, e));
  out.push_back(act::kDone);
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  if (a != act::kDone) {
    int e = act::operand(a, act::PickEvent);
    auto& d = s.event_deck.cards;
    int at = d.index_of(static_cast<CardId>(e));
    d.erase_at(at);
    d.insert_at(s.choice().count, static_cast<CardId>(e));
    s.choice().count = static_cast<int8_t>(s.choice().count + 1);
    if (s.choice().count < looked(s) - 1) return;
  }
  if (log)
    log->add("events_reordered", s.choice().owner, seat_name(s, s.choice().owner) + " puts the top event cards back in an order of their choice.");
  finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  return "Balance of the Force: choose the event for position " + std::to_string(s.choice().count + 1) +
         " from the top, or keep the rest in their order.";
}
// The winner looks at the top of the event deck, in order.
void peek_events(const EvrState& s, std::vector<int>& events) {
  for (int i = 0; i < looked(s); ++i) events.push_back(s.event_deck.cards[i]);
}
// Saves: `count` positions fixed, at least two left to order.
bool valid(const EvrState& s, const Frame&) { return asks_owner(s, 0) && s.choice().source < 0 && s.choice().count <= looked(s) - 2; }
StepResult run(EvrState& s, Frame&, EventLog* log) {
  if (s.event_deck.size() < 2) return no_effect(s, log, "the event deck has fewer than 2 cards");
  return StepResult::Wait;
}

constexpr const char* kText = "The winner may look at the top 3 cards of the event deck and put them back in any order.";

}  // namespace

extern const EvrScript kReorderEventsScript = {{"reorder-events", 1, run, legal, apply, prompt, nullptr, nullptr, valid}, peek_events};
extern const EvrCard kBalanceOfTheForce = event_card("balance-of-the-force", "Balance of the Force", 5, 7, 1, 2, kText)
                                              .with(when_won(kText).scripted(script_kind(PowerId::ReorderEvents)));

}  // namespace evr
}  // namespace sw
