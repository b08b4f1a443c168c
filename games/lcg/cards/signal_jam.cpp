// Signal Jam (Jerjerrod's Task event, D01 49): "Interrupt: When an Action,
// Reaction or Interrupt is initiated, cancel its effect. Then, you may spend
// 1 resource to shuffle this card into your deck." An interrupt to the
// initiation (ev::kUse) of any player's action, reaction or interrupt: not a
// forced ability's (it raises no initiation) nor a fate card's. A script: it
// cancels, then offers to spend 1 resource (the payment frame) to shuffle the
// card from the discard pile into the command deck. The Hunt for Skywalker's
// Run Luke! Run! (L01 52) has the same text and uses this script.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool ability_initiated(const LcgState& g, CardId, const Event& e) {
  if (!g.valid_card(e.source) || e.ability < 0) return false;
  const Ability& a = engine::ability_of(g, e.source, e.ability);
  return a.timing != kFateTiming && !a.forced() && !a.passive();
}

// v[1] = the initiation's slot (the ability frame's). Steps: 0 cancel; 1 the
// choice; 2 paid: shuffle; 3 done.
StepResult run(LcgState& g, Frame& f, EventLog* log) {
  switch (f.step) {
    case 0: {
      Event* e = engine::event_at(g, f.v[1]);
      if (e && e->kind == ev::kUse && !e->cancelled) {
        e->cancelled = true;
        LCG_LOG(g, log, "cancel", f.seat, std::string(g.fx(f.source).name) + " cancels the effect of " + g.fx(e->source).name + ".");
      }
      f.step = 1;
      [[fallthrough]];
    }
    case 1:
      if (g.cards[f.source].zone == zone::kDiscard && g.can_afford(f.seat, 1, kNeutral)) return StepResult::Wait;
      break;
    case 2: {
      if (g.cards[f.source].zone == zone::kDiscard) {
        g.move_card(f.source, zone::kDeck);
        auto& deck = g.zone_of(g.cards[f.source].owner, zone::kDeck).cards;
        if (deck.size() > 1) g.rng.shuffle(&deck[0], deck.size());
        LCG_LOG(g, log, "effect", f.seat, std::string(g.fx(f.source).name) + " is shuffled into the " + g.seat_name(f.seat) + "'s deck.");
      }
      break;
    }
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState&, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  out.push_back(make_action(vb::kChoose, f.source));
  out.push_back(make_action(vb::kDecline));
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (verb_of(a) == vb::kDecline) {
    f.step = 3;
    return;
  }
  f.step = 2;
  Frame& p = push_frame(g, fk::kPay, seat, f.source);
  p.v[0] = 1;
  p.v[3] = kNeutral;
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? std::string(g.fx(f.source).name) + ": spend 1 resource to shuffle it into your deck?" : "";
}

bool valid(const LcgState& g, const Frame& f) { return f.v[1] >= -1 && f.v[1] < g.events.size(); }

}  // namespace

const FrameKindDef<LcgState> signal_jam_script = {"signal-jam", 4, run, legal, apply, prompt, nullptr, nullptr, valid, true};

Card signal_jam(Card c) {
  c.text = "Interrupt: when an Action, Reaction or Interrupt is initiated, cancel its effect. Then you may spend 1 "
           "resource to shuffle this card into your deck.";
  return c.with(Ability::interrupt(ev::kUse)
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_when(ability_initiated)
                    .scripted(script_kind(sc::signal_jam))
                    .says(c.text));
}
}  // namespace sw::lcg
