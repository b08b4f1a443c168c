// Punishing One (Scum and Villainy unit, Balance of the Force set 96):
// "Reaction: After your deployment phase begins, move 1 captured card from an
// objective to a different dark side objective." Your deployment phase is
// your team's in 2v2 (MP-GEN-16). Its player picks the objective a card is
// taken from (choose:<objective>.0), then the Dark Side objective it goes
// under (choose:<objective>.1). Captured cards are face down (LCG-CAPTURE-2):
// the card moved is the first under that objective, unseen.
// Steps: 0 the objective it leaves; 1 the one it goes under; 2 end. v[1] = the first + 1.
#include <algorithm>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
CardId first_captured(const LcgState& g, CardId objective) {
  for (int i = 0; i < g.cards.size(); ++i)
    if (g.cards[i].zone == zone::kCaptured && g.cards[i].under == objective) return static_cast<CardId>(i);
  return kNoCard;
}
bool dark_objective(const LcgState& g, CardId c) {
  return g.in_play(c) && g.type(c) == kObjective && g.side_of_seat(g.controller_of(c)) == kDark;
}
template <class F>
void each_objective(const LcgState& g, F&& f) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (g.type(c) == kObjective) f(c);
}
// An objective with a captured card, and a Dark Side objective other than it.
bool has_move(const LcgState& g) {
  int dark = 0;
  bool from = false;
  each_objective(g, [&](CardId c) {
    dark += dark_objective(g, c);
    from = from || first_captured(g, c) != kNoCard;
  });
  return from && dark >= 2;
}
bool your_deployment_begins(const LcgState& g, CardId self, const Event& e) {
  return e.amount == static_cast<int>(Phase::Deployment) && e.seat >= 0 && !g.enemies(e.seat, g.controller_of(self)) &&
         has_move(g);
}
void choices(const LcgState& g, const Frame& f, std::vector<Action>& out) {
  if (f.step == 0)
    each_objective(g, [&](CardId c) {
      if (first_captured(g, c) != kNoCard) out.push_back(make_action(vb::kChoose, c, 0));
    });
  else if (f.step == 1)
    each_objective(g, [&](CardId c) {
      if (dark_objective(g, c) && c != static_cast<CardId>(f.v[1] - 1)) out.push_back(make_action(vb::kChoose, c, 1));
    });
  std::sort(out.begin(), out.end());
}
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step <= 1) {
    std::vector<Action> v;
    choices(g, f, v);
    if (!v.empty()) return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat == f.seat) choices(g, f, out);
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (f.step == 0) {
    f.v[1] = static_cast<int32_t>(card_of(a)) + 1;
    f.step = 1;
    return;
  }
  const CardId from = static_cast<CardId>(f.v[1] - 1), to = card_of(a);
  const CardId moved = first_captured(g, from);
  if (moved != kNoCard) g.cards[moved].under = to;  // still captured, face down (the zone stays the owner's)
  LCG_LOG(g, log, "capture", seat,
          "Punishing One: a captured card moves from " + std::string(g.fx(from).name) + " to " + g.fx(to).name + ".");
  f.step = 2;
}
std::string prompt(const LcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == 0) return "Punishing One: choose the objective a captured card is taken from.";
  if (f.step == 1) return "Punishing One: choose the dark side objective it goes under.";
  return "";
}
bool valid(const LcgState& g, const Frame& f) {
  return f.step == 0 || (f.v[1] > 0 && f.v[1] <= g.cards.size());
}
}  // namespace

const FrameKindDef<LcgState> punishing_one_script = {"punishing-one", 3, run, legal, apply, prompt, nullptr, nullptr, valid, true};

Card punishing_one(Card c) {
  c.text = "Reaction: after your deployment phase begins, move 1 captured card from an objective to another dark side "
           "objective.";
  return c.with(Ability::reaction(phase_begins(Phase::Deployment))
                    .only_when(your_deployment_begins)
                    .scripted(script_kind(sc::punishing_one))
                    .says(c.text));
}
}  // namespace sw::lcg
