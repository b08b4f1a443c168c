// Emperor Palpatine (Jerjerrod's Task unit, D01 40; not the core set's card
// of that title): "Elite. Reaction: After this unit enters play, choose 1
// objective in the light side victory pile. Put that objective into play
// under your control." Elite is printed (facts). A script: its player picks
// one of the objectives in the Light Side players' victory piles (the Dark
// Side's own, destroyed there), which enters play under it again.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool in_light_pile(const LcgState& g, CardId c) {
  return g.valid_card(c) && g.cards[c].zone == zn::kVictory && g.side_of_seat(g.cards[c].owner) == kLight &&
         g.type(c) == kObjective;
}
bool any_in_light_pile(const LcgState& g, CardId) {
  for (int s = 0; s < g.seats; ++s)
    if (g.side_of_seat(s) == kLight)
      for (CardId c : g.zone_of(s, zn::kVictory))
        if (in_light_pile(g, c)) return true;
  return false;
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0 && any_in_light_pile(g, f.source)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (int s = 0; s < g.seats; ++s)
    if (g.side_of_seat(s) == kLight)
      for (CardId c : g.zone_of(s, zn::kVictory))
        if (in_light_pile(g, c)) out.push_back(make_action(vb::kChoose, c));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId c = card_of(a);
  // Out of the victory pile (listed under its holder, LcgState::to_victory_pile),
  // back to its player, then into play under the choosing player.
  g.zones[g.cards[c].owner][zn::kVictory].remove(c);
  g.cards[c].owner = g.cards[c].controller = static_cast<int8_t>(seat);
  g.cards[c].zone = zone::kDiscard;
  g.zones[seat][zone::kDiscard].put_top(c);
  g.board_changed();
  LCG_LOG(g, log, "effect", seat, "Emperor Palpatine takes " + std::string(g.fx(c).name) + " out of the Light Side's victory pile.");
  raise_then(g, f, make_event(ev::kEnterPlay, seat, f.source, c), 1);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Emperor Palpatine: choose an objective in the Light Side's victory pile to put into play under your control." : "";
}

}  // namespace

const FrameKindDef<LcgState> emperor_palpatine_jt_script = {"emperor-palpatine-jt", 2, run, legal, apply, prompt,
                                                            nullptr, nullptr, nullptr, true};

Card emperor_palpatine_jt(Card c) {
  c.text = "Elite. Reaction: after this unit enters play, choose 1 objective in the Light Side's victory pile and put it into play under your control.";
  return c.with(Ability::reaction(ev::kEnterPlay)
                    .only_when(cards::this_card)
                    .only_if(any_in_light_pile)
                    .scripted(script_kind(sc::emperor_palpatine_jt))
                    .says("Reaction: after this unit enters play, choose 1 objective in the Light Side's victory pile and "
                          "put it into play under your control."));
}
}  // namespace sw::lcg
