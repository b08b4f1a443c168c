// A New Hope (Rebel Alliance event, set 14): "Action: Each player chooses up
// to 3 units he controls. Return all units not chosen to their owners'
// hands." Each seat chooses in turn from the event's player on (public
// choices, each kept as a lasting record of this card that changes nothing,
// amount 0, until the event ends), then every unchosen unit goes back to its
// owner's hand (evt::kReturnHand).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// v[2] = how many seats have chosen (the chooser is f.seat + v[2]); v[1] =
// the return scan position. Steps: 0 choose; 1 return; 2 done.
int chooser(const LcgState& g, const Frame& f) { return f.v[2] < g.seats ? (f.seat + f.v[2]) % g.seats : -1; }
bool chosen(const LcgState& g, const Frame& f, CardId u) {
  for (const Lasting& l : g.lasting)
    if (l.source == f.source && l.target == u) return true;
  return false;
}
int chosen_count(const LcgState& g, const Frame& f, int seat) {
  int n = 0;
  for (CardId u : g.zone_of(seat, zone::kPlay)) n += g.type(u) == kUnit && chosen(g, f, u);
  return n;
}
bool has_unit(const LcgState& g, int seat) {
  for (CardId u : g.zone_of(seat, zone::kPlay))
    if (g.type(u) == kUnit) return true;
  return false;
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    while (f.v[2] < g.seats && !has_unit(g, chooser(g, f))) ++f.v[2];  // nothing to choose from
    if (f.v[2] < g.seats) return StepResult::Wait;
    f.step = 1;
    f.v[1] = 0;
  }
  if (f.step == 1) {
    for (int i = f.v[1]; i < g.cards.size(); ++i) {
      const CardId u = static_cast<CardId>(i);
      if (g.in_play(u) && g.type(u) == kUnit && !chosen(g, f, u)) {
        f.v[1] = i + 1;
        raise_then(g, f, make_event(evt::kReturnHand, f.seat, f.source, u), 1);
        return StepResult::Continue;
      }
    }
  }
  for (int i = g.lasting.size() - 1; i >= 0; --i)  // the marks end with the event
    if (g.lasting[i].source == f.source) g.lasting.erase_at(i);
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != chooser(g, f)) return;
  if (chosen_count(g, f, seat) < 3)
    for (CardId u : g.zone_of(seat, zone::kPlay))
      if (g.type(u) == kUnit && !chosen(g, f, u)) out.push_back(make_action(vb::kChoose, u));
  out.push_back(make_action(vb::kDone));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (verb_of(a) == vb::kDone) {
    ++f.v[2];
    return;
  }
  const CardId u = card_of(a);
  g.add_lasting(Lasting{f.source, u, st::kCost, Scope::Phase, 0});  // a record only: +0
  LCG_LOG(g, log, "choose", seat, g.seat_name(seat) + " keeps " + g.fx(u).name + " in play.");
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return f.step == 0 && seat == chooser(g, f)
             ? "A New Hope: choose up to 3 of your units to keep in play, then done (the others go back to hand)."
             : "";
}

}  // namespace

const FrameKindDef<LcgState> a_new_hope_script = {"a-new-hope", 3, run, legal, apply, prompt, nullptr, nullptr, nullptr, false};

Card a_new_hope(Card c) {
  c.text = "Action: each player picks up to 3 units he controls; every unit not picked goes back to its owner's hand.";
  return c.with(Ability::action().play_from_hand().paid_by(fk::kPay, -1).scripted(script_kind(sc::a_new_hope)).says(c.text));
}
}  // namespace sw::lcg
