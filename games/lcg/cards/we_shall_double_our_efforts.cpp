// We Shall Double Our Efforts (Jerjerrod's Task event, D01 52): "Interrupt:
// When a card generates 1 or more resources, it generates 1 additional
// resource for each focus token placed on it." An interrupt to a generation
// for its own player's payment (evt::kGenerate: one focus token per resource,
// LCG-RES-4): as many more resources go to the payment under way (the
// payment frame's count), without more focus tokens on the card.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool your_generation(const LcgState& g, CardId self, const Event& e) {
  return e.amount > 0 && e.seat == g.cards[self].owner && g.in_play(e.target);
}

// v[1] = the generation's slot (the ability frame's).
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  Event* e = engine::event_at(g, f.v[1]);
  Frame* pay = cards::frame_of_kind(g, fk::kPay);  // the payment the generation is for (this card's own is over)
  if (e && e->kind == evt::kGenerate && !e->cancelled && e->amount > 0 && pay) {
    LCG_LOG(g, log, "effect", f.seat, std::string(g.fx(e->target).name) + " generates " + std::to_string(e->amount) +
                                          " more (We Shall Double Our Efforts).");
    pay->v[1] += e->amount;
  }
  g.stack.pop();
  return StepResult::Continue;
}

bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= 0 && f.v[1] < g.events.size(); }

}  // namespace

const FrameKindDef<LcgState> we_shall_double_our_efforts_script = {"we-shall-double-our-efforts", 1, run, nullptr, nullptr,
                                                                   nullptr, nullptr, nullptr, valid, false};

Card we_shall_double_our_efforts(Card c) {
  c.text = "Interrupt: when a card generates 1 or more resources, it generates 1 more resource for each focus token placed on it.";
  return c.with(Ability::interrupt(evt::kGenerate)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(your_generation)
                    .scripted(script_kind(sc::we_shall_double_our_efforts))
                    .says(c.text));
}
}  // namespace sw::lcg
