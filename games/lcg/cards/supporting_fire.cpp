// Supporting Fire (fate, Balance of the Force sets 91-96, one text for both
// sides): "Target friendly player may place 1 non-fate card from his hand
// into your edge stack." It resolves from the revealed edge stack
// (LCG-EDGE-7/8), before the edge totals are compared, so the placed card's
// Force icons count (LCG-EDGE-6). The friendly players are the fate's player
// and, in 2v2, its teammate (MP-GEN-24): a teammate's card goes into the
// fate player's stack (the core lists an edge stack under its controller)
// and back to its owner afterwards.
// Frame (the ability's frame, replaced in place): seat = who decides; v[2] =
// the fate's player + 1; v[3] = the chosen friendly player + 1 (0: not chosen
// yet). Steps: 0 the fate's player picks the friendly player
// (choose:<affiliation card>, asked only when two could place a card); 1 that
// player places choose:<card> or declines; 2 ends.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
enum : uint8_t { kPickPlayer, kPlace, kDone, kSteps };

bool non_fate(const LcgState& g, CardId c) { return g.type(c) != kFate; }
bool has_choice(const LcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (non_fate(g, c)) return true;
  return false;
}
// The friendly players (the fate's player first) who have a card to place.
std::vector<int> placers(const LcgState& g, int player) {
  std::vector<int> v;
  if (has_choice(g, player)) v.push_back(player);
  for (int s = 0; s < g.seats; ++s)
    if (s != player && g.same_team(s, player) && !g.seat_info[s].eliminated && has_choice(g, s)) v.push_back(s);
  return v;
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.v[2] == 0) {  // first run: the frame was the ability's; v[3] may hold its flags
    f.v[2] = f.seat + 1;
    f.v[3] = 0;
  }
  if (g.eng.objective == kNoCard) f.step = kDone;
  if (f.step == kPickPlayer && f.v[3] == 0) {
    const std::vector<int> p = placers(g, f.v[2] - 1);
    if (p.size() >= 2) return StepResult::Wait;
    if (p.empty()) f.step = kDone;
    else f.v[3] = p.front() + 1;
  }
  if (f.step == kPickPlayer) {
    f.step = kPlace;
    f.seat = static_cast<int8_t>(f.v[3] - 1);
  }
  if (f.step == kPlace && has_choice(g, f.seat)) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == kPickPlayer) {
    for (int s : placers(g, f.v[2] - 1)) out.push_back(cards::choose_player(g, s));
    return;
  }
  if (f.step != kPlace) return;
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (non_fate(g, c)) out.push_back(make_action(vb::kChoose, c));
  out.push_back(make_action(vb::kDecline));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (f.step == kPickPlayer) {
    f.v[3] = g.cards[card_of(a)].owner + 1;
    LCG_LOG(g, log, "choose", seat, "Supporting Fire: the " + g.seat_name(f.v[3] - 1) + " may place a card.");
    return;  // run moves on to the chosen player's choice
  }
  f.step = kDone;
  if (verb_of(a) != vb::kChoose) return;
  const int player = f.v[2] - 1;
  const CardId c = card_of(a);
  g.move_card_under(c, zn::kEdge, player);  // into the fate player's stack (MP-GEN-7's way)
  LCG_LOG(g, log, "edge", seat,
          "Supporting Fire: " + g.seat_name(seat) + " places " + g.fx(c).name + " into the " +
              (seat == player ? std::string("edge stack.") : g.seat_name(player) + "'s edge stack."));
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == kPickPlayer)
    return "Supporting Fire: choose the friendly player who may place a card that is not a fate card from hand into your "
           "edge stack.";
  if (f.step != kPlace) return "";
  return seat == f.v[2] - 1 ? "Supporting Fire: you may place a non-fate card from your hand into your edge stack."
                            : "Supporting Fire: you may place a non-fate card from your hand into the " +
                                  g.seat_name(f.v[2] - 1) + "'s edge stack.";
}
std::string label(const LcgState& g, const Frame& f, Action a) {
  if (verb_of(a) != vb::kChoose) return "";
  if (f.step == kPickPlayer) return "The " + g.seat_name(g.cards[card_of(a)].owner) + " places";
  return "Place " + std::string(g.fx(card_of(a)).name) + " into the edge stack";
}
bool valid(const LcgState& g, const Frame& f) {
  return f.v[2] >= 0 && f.v[2] <= g.seats && f.v[3] >= 0 && f.v[3] <= g.seats && (f.step != kPlace || f.v[3] == f.seat + 1);
}
}  // namespace

const FrameKindDef<LcgState> supporting_fire_script = {"supporting-fire", kSteps, run, legal, apply, prompt,
                                                       nullptr, label, valid, true};

Card supporting_fire(Card c) {
  c.text = "Fate: a target friendly player may put 1 card that is not a fate card from his hand into your edge stack.";
  return c.with(Ability::action()
                    .in_window(kFateTiming)
                    .scripted(script_kind(sc::supporting_fire))
                    .says(c.text));
}
}  // namespace sw::lcg
