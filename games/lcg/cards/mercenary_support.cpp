// Mercenary Support (Scum and Villainy objective, Balance of the Force set
// 96): "Action: Focus this objective to put a Bounty Hunter or Mercenary unit
// into play from your hand, under a friendly player's control. If that unit
// is still in play at the end of the phase, discard it."
// Put into play, not played: no cost, no play restriction (LCG-TERMS-7, C2).
// A friendly player is you or a teammate (MP-GEN-24): in 2v2 its player
// picks one (choose:<affiliation card>); in the two-player game it is you.
// The unit carries a record (a +0 lasting effect of this objective, kept
// until taken off); the phase ends when the next one begins, and this
// objective's forced reaction to any phase beginning (evt::kPhaseBegins
// through kLastPhaseBegins) discards every unit it put into play that is
// still there (LCG-TERMS-8 discard from play).
// Action frame: f.seat its player; v[1] = the unit + 1; v[2] = the player
// who takes control + 1. Steps: 0 the unit; 1 the player; 2 enter play; 3 end.
#include <algorithm>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
constexpr uint8_t kRecord = st::kCost;  // the record's stat (+0: it changes nothing)

bool hired(const LcgState& g, CardId c) {
  return g.type(c) == kUnit && g.has_trait(c, trait::kBountyHunter | trait::kMercenary);
}
bool hired_in_hand(const LcgState& g, CardId self) {
  for (CardId c : g.zone_of(g.controller_of(self), zone::kHand))
    if (hired(g, c)) return true;
  return false;
}
std::vector<int> friendly_players(const LcgState& g, int seat) {
  std::vector<int> v;
  for (int s = 0; s < g.seats; ++s)
    if (!g.enemies(s, seat)) v.push_back(s);
  return v;
}
StepResult run_put(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  switch (f.step) {
    case 0:
      f.v[1] = 0;  // no unit chosen yet (the frame began as the action's: v[1] was -1)
      if (!hired_in_hand(g, f.source)) break;
      return StepResult::Wait;
    case 1: {
      const std::vector<int> p = friendly_players(g, f.seat);
      if (p.size() > 1 && f.v[2] == 0) return StepResult::Wait;
      if (f.v[2] == 0) f.v[2] = f.seat + 1;
      f.step = 2;
    }
      [[fallthrough]];
    case 2: {
      const CardId u = static_cast<CardId>(f.v[1] - 1);
      if (!g.in_hand_of(u, f.seat)) break;
      g.cards[u].controller = static_cast<int8_t>(f.v[2] - 1);  // move_card puts it in its controller's play area
      raise_then(g, f, make_event(ev::kEnterPlay, f.seat, f.source, u), 3);
      return StepResult::Continue;
    }
    default: {
      const CardId u = static_cast<CardId>(f.v[1] - 1);
      if (e.kind == ev::kEnterPlay && g.in_play(u))
        g.add_lasting(Lasting{f.source, u, kRecord, Scope::Game, 0});
      else if (g.valid_card(u) && !g.in_play(u))
        g.cards[u].controller = g.cards[u].owner;
      break;
    }
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal_put(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 0) {
    for (CardId c : g.zone_of(seat, zone::kHand))
      if (hired(g, c)) out.push_back(make_action(vb::kChoose, c));
  } else if (f.step == 1) {
    for (int s : friendly_players(g, seat)) out.push_back(cards::choose_player(g, s));
  }
  std::sort(out.begin(), out.end());
}
void apply_put(LcgState& g, Frame& f, int, Action a, EventLog*) {
  if (f.step == 0) {
    f.v[1] = static_cast<int32_t>(card_of(a)) + 1;
    f.step = 1;
  } else {
    f.v[2] = g.cards[card_of(a)].owner + 1;
  }
}
std::string prompt_put(const LcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == 0) return "Mercenary Support: choose a Bounty Hunter or Mercenary unit in your hand to put into play.";
  if (f.step == 1) return "Mercenary Support: choose the friendly player who takes control of it.";
  return "";
}
bool valid_put(const LcgState& g, const Frame& f) {
  return f.v[1] >= 0 && f.v[1] <= g.cards.size() && f.v[2] >= 0 && f.v[2] <= g.seats && (f.step < 1 || f.v[1] > 0);
}

// The record of this objective with the lowest index, or -1.
int record_of(const LcgState& g, CardId self) {
  for (int i = 0; i < g.lasting.size(); ++i)
    if (g.lasting[i].source == self && g.lasting[i].stat == kRecord && g.lasting[i].until == Scope::Game &&
        g.lasting[i].amount == 0)
      return i;
  return -1;
}
bool has_record(const LcgState& g, CardId self, const Event&) { return record_of(g, self) >= 0; }
// The forced reaction: one record at a time; its unit, if still in play, is discarded.
StepResult run_discard(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  const int i = record_of(g, f.source);
  if (i < 0) {
    g.stack.pop();
    return StepResult::Continue;
  }
  const CardId u = g.lasting[i].target;
  g.lasting.erase_at(i);
  if (g.in_play(u)) raise_then(g, f, make_event(evt::kDiscardPlay, f.seat, f.source, u), 0);
  return StepResult::Continue;
}
}  // namespace

const FrameKindDef<LcgState> mercenary_support_script = {"mercenary-support", 4, run_put, legal_put, apply_put, prompt_put,
                                                         nullptr, nullptr, valid_put, true};
const FrameKindDef<LcgState> mercenary_support_discard_script = {"mercenary-support-discard", 1, run_discard};

Card mercenary_support(Card c) {
  c.text = "Action: focus this objective to put a Bounty Hunter or Mercenary unit from your hand into play under a friendly "
           "player's control. If that unit is still in play at the end of the phase, discard it.";
  return c
      .with(Ability::action()
                .exhaust_cost()
                .only_if(hired_in_hand)
                .scripted(script_kind(sc::mercenary_support))
                .says("Action: focus this objective to put a Bounty Hunter or Mercenary unit from your hand into play under "
                      "a friendly player's control."))
      .with(Ability::forced_reaction(evt::kPhaseBegins)
                .or_through(evt::kLastPhaseBegins)
                .only_when(has_record)
                .scripted(script_kind(sc::mercenary_support_discard))
                .says("If that unit is still in play at the end of the phase, discard it."));
}
}  // namespace sw::lcg
