// Recon (generic, values 2-5): look at the top 2 cards of either resource
// deck; discard one of them and leave the other on top.
// Step 0: choose the deck (a = that deck's seat). Step 1: choose the card to
// discard among the top two (only the chooser sees them).
#include "evr/resources/resource_card.h"

namespace sw {
namespace evr {
namespace {

int looked(const EvrState& s) {
  int n = s.p[s.choice().a].deck.size();
  return n < 2 ? n : 2;
}

StepResult run(EvrState& s, Frame&, EventLog* log) {
  if (!s.has_card_to_play(0) && !s.has_card_to_play(1)) return no_effect(s, log, "both resource decks are empty");
  return StepResult::Wait;
}
void legal(const EvrState& s, const Frame&, int, std::vector<Action>& out) {
  if (s.choice().step == 0) return pick_deck_options(s, out);
  const auto& deck = s.p[s.choice().a].deck;
  int n = looked(s);
  if (n == 2 && deck.cards[1] < deck.cards[0]) {
    out.push_back(act::make(act::Pick, deck.cards[1]));
    out.push_back(act::make(act::Pick, deck.cards[0]));
  } else {
    for (int i = 0; i < n; ++i) out.push_back(act::make(act::Pick, deck.cards[i]));
  }
}
void apply(EvrState& s, Frame&, int, Action a, EventLog* log) {
  if (s.choice().step == 0) {
    int seat = picked_deck_seat(s, a);
    refill_deck_if_empty(s, seat, log);
    s.choice().a = static_cast<int8_t>(seat);
    s.choice().step = 1;
    if (log)
      log->add("look", s.choice().owner, seat_name(s, s.choice().owner) + " looks at the top " +
                                         (looked(s) == 1 ? std::string("card") : std::to_string(looked(s)) + " cards") +
                                         " of " + seat_name(s, seat) + "'s resource deck.");
    return;
  }
  int c = picked_card(a);
  int seat = s.choice().a;
  s.p[seat].deck.remove(static_cast<CardId>(c));
  s.p[seat].discard.put_bottom(static_cast<CardId>(c));
  if (log)
    log->add("discard", s.choice().owner, seat_name(s, s.choice().owner) + " discards " + card_label(c) + " from the top of " +
                                          seat_name(s, seat) + "'s resource deck.",
             json{{"card", card_id(c)}});
  finish_power(s, log);
}
std::string prompt(const EvrState& s, const Frame&, int) {
  if (s.choice().step == 0) return "Recon: choose whose resource deck to look at.";
  return "Recon: choose the card to discard; the other stays on top of the deck.";
}
void peek(const EvrState& s, const Frame&, int, Peeked& cards) {
  if (s.choice().step != 1) return;
  for (int i = 0; i < looked(s); ++i) cards.push_back(s.p[s.choice().a].deck.cards[i]);
}

// Saves: after step 0, `a` is the seat whose deck is being looked at.
bool valid(const EvrState& s, const Frame&) { return asks_owner(s, 1) && (s.choice().step == 0 || (s.choice().a >= 0 && s.choice().a <= 1)); }

constexpr EvrAbility kPower =
    power_ability(PowerId::Recon, "Look at the top 2 cards of either resource deck; discard one and leave the other on top.");
constexpr GenericKeys kKeys = {{"recon-2", "recon-3", "recon-4", "recon-5"}};

}  // namespace

extern const EvrScript kReconScript = {{"recon", 2, run, legal, apply, prompt, peek, nullptr, valid}};
extern const EvrCard kReconCards[4] = SW_EVR_GENERIC_CARDS(kKeys, "Recon", ResourceType::Recon, kPower);

}  // namespace evr
}  // namespace sw
