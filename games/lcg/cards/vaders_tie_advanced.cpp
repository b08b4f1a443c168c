// Vader's TIE Advanced (Black Squadron unit, set 21): "Reaction: After this
// unit is focused to strike, discard the top card of your deck. If the
// discarded card is a unit, Vader's TIE Advanced gains all printed combat
// icons on the discarded card until the end of this strike." A card script:
// the discard is an event (ev::kMill), then the "if" reads the card; the icons
// are lasting effects until the strike ends (kStrikeScope), and the strike
// counts its icons after the focus (flow/strike.cpp), so they strike too.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool deck_not_empty(const LcgState& g, CardId self) { return !g.zone_of(g.controller_of(self), zone::kDeck).empty(); }

// Step 0 discards (v[2] = 1 + the card on top); step 1 reads it.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 0) {
    if (g.zone_of(f.seat, zone::kDeck).empty()) {
      g.stack.pop();
      return StepResult::Continue;
    }
    f.v[2] = g.zone_of(f.seat, zone::kDeck).top() + 1;
    raise_then(g, f, make_event(ev::kMill, f.seat, f.source, kNoCard, 1), 1);
    return StepResult::Continue;
  }
  take_raised(g, f);
  const CardId d = static_cast<CardId>(f.v[2] - 1);
  if (g.valid_card(d) && g.cards[d].zone == zone::kDiscard && g.type(d) == kUnit && g.in_play(f.source)) {
    const CardFacts& x = g.fx(d);
    const std::pair<uint8_t, int8_t> icons[] = {{st::kUD, x.ud}, {st::kUDEdge, x.ud_edge}, {st::kBD, x.bd},
                                                {st::kBDEdge, x.bd_edge}, {st::kT, x.tactics}, {st::kTEdge, x.tactics_edge}};
    for (const auto& [stat, n] : icons)
      if (n > 0) g.add_lasting(Lasting{f.source, f.source, stat, kStrikeScope, n});
    LCG_LOG(g, log, "icons", f.seat, std::string(g.fx(f.source).name) + " gains the combat icons of " + x.name + " for this strike.");
  }
  g.stack.pop();
  return StepResult::Continue;
}

bool valid(const LcgState& g, const Frame& f) { return f.v[2] >= 0 && f.v[2] <= g.cards.size(); }

}  // namespace

const FrameKindDef<LcgState> vaders_tie_advanced_script = {"vaders-tie-advanced", 2, run, nullptr, nullptr, nullptr,
                                                           nullptr, nullptr, valid};

Card vaders_tie_advanced(Card c) {
  c.text = "Reaction: after this unit is focused to strike, discard the top card of your deck. If it is a unit, this unit gains its printed combat icons until the end of this strike.";
  return c.with(Ability::reaction(ev::kFocus)
                    .only_when(cards::this_focused_to_strike)
                    .only_if(deck_not_empty)
                    .scripted(script_kind(sc::vaders_tie_advanced))
                    .says(c.text));
}
}  // namespace sw::lcg
