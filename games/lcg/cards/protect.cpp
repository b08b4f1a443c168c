// Protect [trait] (LCG-KW-5), shared by every card with the printed keyword
// (CardFacts::protect): "when damage would be placed on a friendly card in
// play with that trait, its controller may place any amount of it on this
// card instead" (OQ-29: strike damage too). An interrupt to the damage event;
// its script asks how much (1..all) and moves it: the event loses that much,
// and this card takes it as damage from the same source. Damage beyond this
// card's capacity is lost (never passed back).
//
// Damage a Protect has moved is final (OQ-29): no Protect moves it again, so
// two protectors never pass it back and forth.
#include <algorithm>
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

// Was damage event `e` raised by a Protect script? Its event frame then sits
// directly on the Protect frame that moved the damage.
bool moved_by_protect(const LcgState& g, const Event& e) {
  const int slot = static_cast<int>(&e - g.events.data());
  for (int i = g.stack.depth() - 1; i > 0; --i) {
    const Frame& f = g.stack.frames[i];
    if (f.kind == kFrameEvent && f.v[0] == slot) return g.stack.frames[i - 1].kind == script_kind(sc::protect);
  }
  return false;
}

// Frame: v[1] = the slot of the damage event (the ability frame's); step 0
// asks, step 1 takes this card's damage event and ends.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    const Event* e = engine::event_at(g, f.v[1]);
    if (e && !e->cancelled && e->amount > 0 && g.in_play(f.source)) return StepResult::Wait;
  }
  take_raised(g, f);
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  const Event* e = engine::event_at(g, f.v[1]);
  if (seat != f.seat || f.step != 0 || !e) return;
  for (int n = 1; n <= std::min<int>(e->amount, 100); ++n) out.push_back(make_action(vb::kChoose, f.source, n));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  Event* e = engine::event_at(g, f.v[1]);
  if (!e) return;
  const int n = std::min<int>(arg_of(a), e->amount);
  e->amount = static_cast<int16_t>(e->amount - n);
  LCG_LOG(g, log, "protect", seat, std::string(g.fx(f.source).name) + " takes " + std::to_string(n) + " of the damage (Protect).");
  raise_then(g, f, make_event(ev::kDamage, e->seat, e->source, f.source, n), 1);
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? std::string(g.fx(f.source).name) + " (Protect): how much of the damage does it take?" : "";
}

bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= 0 && f.v[1] < g.events.size(); }

}  // namespace

bool cards::protects(const LcgState& g, CardId self, const Event& e) {
  return e.amount > 0 && e.target != self && g.in_play(self) && g.in_play(e.target) && g.fx(self).protect &&
         g.controller_of(e.target) == g.controller_of(self) && g.has_trait(e.target, g.fx(self).protect) &&
         !moved_by_protect(g, e);
}

const FrameKindDef<LcgState> protect_script = {"protect", 2, run, legal, apply, prompt, nullptr, nullptr, valid, true};

}  // namespace sw::lcg
