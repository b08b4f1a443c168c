// Force Rejuvenation (Jedi event, set 6): "Action: Discard any number of
// tokens and enhancements from a target friendly Character unit." A script:
// its player takes them off one at a time (choose:<unit>.0 a damage token,
// .1 a focus token, .2 a shield; choose:<enhancement>.3), then done.
// Committed Force is not a token (LCG-FORCE-4/5).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {
enum : uint8_t { kDamageToken = 0, kFocusToken = 1, kShieldToken = 2, kEnhancementCard = 3 };

CardId unit_of(const Frame& f) { return f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]); }

void choices(const LcgState& g, const Frame& f, std::vector<Action>& out) {
  const CardId u = unit_of(f);
  if (!g.in_play(u)) return;
  if (g.cards[u].damage > 0) out.push_back(make_action(vb::kChoose, u, kDamageToken));
  if (g.cards[u].focus > 0) out.push_back(make_action(vb::kChoose, u, kFocusToken));
  if (g.extra[u].shields > 0) out.push_back(make_action(vb::kChoose, u, kShieldToken));
  for (int i = 0; i < g.cards.size(); ++i)
    if (g.extra[i].host == u && g.in_play(static_cast<CardId>(i)))
      out.push_back(make_action(vb::kChoose, static_cast<CardId>(i), kEnhancementCard));
}

// Step 0 waits for the next choice; step 1 finishes.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    std::vector<Action> v;
    choices(g, f, v);
    if (!v.empty()) return StepResult::Wait;
  }
  g.stack.pop();
  return StepResult::Continue;
}
void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 0 || seat != f.seat) return;
  choices(g, f, out);
  out.push_back(make_action(vb::kDone));
}
void apply(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  if (verb_of(a) == vb::kDone) {
    f.step = 1;
    return;
  }
  const CardId c = card_of(a);
  switch (arg_of(a)) {
    case kDamageToken: raise_then(g, f, make_event(ev::kHeal, seat, f.source, c, 1), 0); return;
    case kFocusToken: raise_then(g, f, make_event(evt::kUnfocus, seat, f.source, c, 1), 0); return;
    case kShieldToken:
      --g.extra[c].shields;
      LCG_LOG(g, log, "shield", seat, std::string(g.fx(c).name) + "'s shield is discarded.");
      return;
    default: raise_then(g, f, make_event(evt::kDiscardPlay, seat, f.source, c), 0); return;
  }
}
std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat || f.step != 0 || !g.in_play(unit_of(f))) return "";
  return "Force Rejuvenation: discard tokens and enhancements from " + std::string(g.fx(unit_of(f)).name) + ", then done.";
}
std::string label(const LcgState& g, const Frame&, Action a) {
  if (verb_of(a) != vb::kChoose) return "";
  static const char* const k[] = {"Discard a damage token from ", "Discard a focus token from ", "Discard the shield of ", "Discard "};
  return arg_of(a) <= kEnhancementCard ? k[arg_of(a)] + std::string(g.fx(card_of(a)).name) : "";
}
}  // namespace

const FrameKindDef<LcgState> force_rejuvenation_script = {"force-rejuvenation", 2, run, legal, apply, prompt,
                                                          nullptr, label, nullptr, true};

Card force_rejuvenation(Card c) {
  c.text = "Action: discard as many tokens and enhancements as you like from a target friendly Character unit.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .choose(Whose::Friendly, cards::unit_with<trait::kCharacter>)
                    .scripted(script_kind(sc::force_rejuvenation))
                    .says(c.text));
}
}  // namespace sw::lcg
