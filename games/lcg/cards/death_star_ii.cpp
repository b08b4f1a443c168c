// Death Star II (Jerjerrod's Task unit, D01 1), a two-sided card. Its Setup
// side, set aside at the start (MP-JT-3): "Reduce this card's cost by 1 for
// each point on the Death Star dial. Action: Pay this unit's cost to turn it
// over and put it into play." Its other side, the only one in play: "Elite.
// Shielding. When an enemy objective leaves play, place its controller's
// affiliation card under this unit, facedown. If you have each opponent's
// affiliation card, you win the game. Interrupt: When this unit focuses to
// strike, each opponent must destroy a unit or objective he controls."
// - The cost: rule mark jtk::kCostLessPerDial (LcgState::stat: the dial, MP-JT-7).
// - The action: a card in its owner's set-aside zone is used as if in hand
//   (LcgState::in_hand_of; flow/window.cpp offers it), paid with resources
//   (resource match as for a card's cost), and enters play.
// - Elite and Shielding: the printed keywords (facts).
// - Collecting: a rule (death_star_ii_collects, from LcgState::before_resolve):
//   when an enemy objective is about to leave play (destroyed, discarded,
//   returned to hand), its controller's affiliation card goes under this unit
//   (its owner's set-aside zone: out of play, face down). The victory is the
//   scenario's (MP-JT-6, LcgState::check_mode_win).
// - The interrupt: each opponent still in the game, clockwise from the active
//   player (MP-GEN-23), destroys one unit or objective of its choice, if able.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool set_aside(const LcgState& g, CardId self) { return g.cards[self].zone == zn::kSetAside; }

// ---- the action: it enters play ----
StepResult run_play(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  if (f.step == 0) {
    LCG_LOG(g, log, "play", f.seat, "Death Star II is turned over and put into play.");
    raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, f.source), 1);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

// ---- the interrupt: each opponent destroys a unit or objective ----
bool destroyable(const LcgState& g, CardId c) { return g.type(c) == kUnit || g.type(c) == kObjective; }
bool has_destroyable(const LcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (destroyable(g, c)) return true;
  return false;
}
// v[2] = how many seats (clockwise from the active player) are done.
StepResult run_strike(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const int by = g.controller_of(f.source);
  const int start = g.active >= 0 ? g.active : 0;
  for (; f.v[2] < g.seats; ++f.v[2]) {
    const int s = (start + f.v[2]) % g.seats;
    if (by < 0 || !g.enemies(s, by) || g.seat_info[s].eliminated || !has_destroyable(g, s)) continue;
    f.seat = static_cast<int8_t>(s);
    return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal_strike(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.v[2] >= g.seats) return;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (destroyable(g, c)) out.push_back(make_action(vb::kChoose, c));
}
void apply_strike(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  ++f.v[2];
  raise_then(g, f, make_event(ev::kDestroy, seat, f.source, card_of(a)), 0);
}
std::string prompt_strike(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Death Star II strikes: choose a unit or objective you control to destroy." : "";
}

}  // namespace

CardId death_star_ii_of(const LcgState& g, int seat) {
  if (seat < 0 || seat >= g.seats) return kNoCard;
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.type(c) == kUnit && std::string(g.fx(c).key) == "death-star-ii") return c;
  return kNoCard;
}

CardId affiliation_anywhere(const LcgState& g, int seat) {
  for (int i = 0; i < g.cards.size(); ++i)
    if (g.cards[i].owner == seat && g.fx(static_cast<CardId>(i)).type == kAffiliation) return static_cast<CardId>(i);
  return kNoCard;
}

void collect_affiliation(LcgState& g, int seat, EventLog* log) {
  const CardId a = g.affiliation_card(seat);
  if (a == kNoCard) return;  // under Death Star II already
  g.leave_play_cleanup(a, log);
  g.move_card(a, zn::kSetAside);
  LCG_LOG(g, log, "collect", seat, "The " + g.seat_name(seat) + "'s affiliation card goes under Death Star II.");
}

void death_star_ii_collects(LcgState& g, const Event& e, EventLog* log) {
  if (e.kind != ev::kDestroy && e.kind != evt::kDiscardPlay && e.kind != evt::kReturnHand) return;
  if (!g.in_play(e.target) || g.type(e.target) != kObjective) return;
  const int lost = g.controller_of(e.target);
  for (int s = 0; s < g.seats; ++s)
    if (g.enemies(s, lost) && death_star_ii_of(g, s) != kNoCard) {
      collect_affiliation(g, lost, log);
      return;
    }
}

const FrameKindDef<LcgState> death_star_ii_play_script = {"death-star-ii-play", 2, run_play};
const FrameKindDef<LcgState> death_star_ii_strike_script = {"death-star-ii-strike", 1, run_strike, legal_strike,
                                                            apply_strike, prompt_strike, nullptr, nullptr, nullptr, true};

Card death_star_ii(Card c) {
  c.text = "Setup side: this card costs 1 less for each point on the Death Star dial. Action: pay this unit's cost to "
           "turn it over and put it into play. In play: Elite. Shielding. When an enemy objective leaves play, place its "
           "controller's affiliation card under this unit, face down. If you have each opponent's affiliation card, you "
           "win the game. Interrupt: when this unit focuses to strike, each opponent must destroy a unit or objective he "
           "controls.";
  return c.with(Ability::keyword_ability(jtk::kCostLessPerDial, 1)
                    .says("Setup side: this card costs 1 less for each point on the Death Star dial."))
      .with(Ability::action()
                .play_from_hand()
                .paid_by(fk::kPay, -1)
                .only_if(set_aside)
                .scripted(script_kind(sc::death_star_ii_play))
                .says("Action (Setup side): pay this unit's cost to turn it over and put it into play."))
      .with(Ability::interrupt(ev::kFocus)
                .only_when(cards::this_focused_to_strike)
                .scripted(script_kind(sc::death_star_ii_strike))
                .says("Interrupt: when this unit focuses to strike, each opponent must destroy a unit or objective he controls."));
}
}  // namespace sw::lcg
