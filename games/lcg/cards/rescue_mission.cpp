// Rescue Mission (neutral event, set 16): "Action: Rescue 1 captured card. If
// it is a unit, you may put it into play under its owner's control."
// LCG-CAPTURE-6: its player chooses an enemy objective holding captured
// cards and takes one of them at random (the game RNG); a unit may then be
// put into play (LCG-TERMS-7: no cost, no play restriction, C2).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool holds_captured(const LcgState& g, const Frame& f, CardId o) {
  if (!g.in_play(o) || g.type(o) != kObjective || !g.enemies(g.controller_of(o), f.seat)) return false;
  for (int i = 0; i < g.cards.size(); ++i)
    if (g.cards[i].zone == zone::kCaptured && g.cards[i].under == o) return true;
  return false;
}

// Step 0 waits for the objective; 1 offers to put a rescued unit into play;
// 2 ends. v[2] = the rescued card.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.step == 0) {
    for (int s = 0; s < g.seats; ++s)
      for (CardId o : g.zone_of(s, zone::kPlay))
        if (holds_captured(g, f, o)) return StepResult::Wait;
  } else if (f.step == 1) {
    const CardId c = static_cast<CardId>(f.v[2]);
    if (g.valid_card(c) && g.type(c) == kUnit && g.cards[c].zone == zone::kHand) return StepResult::Wait;  // rescued
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == 0) {
    for (int s = 0; s < g.seats; ++s)
      for (CardId o : g.zone_of(s, zone::kPlay))
        if (holds_captured(g, f, o)) out.push_back(make_action(vb::kChoose, o));
  } else if (f.step == 1) {
    out.push_back(make_action(vb::kChoose, static_cast<CardId>(f.v[2])));
    out.push_back(make_action(vb::kDecline));
  }
}

void apply(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (f.step == 0) {
    std::vector<CardId> under;  // by card number: the RNG alone picks
    for (int i = 0; i < g.cards.size(); ++i)
      if (g.cards[i].zone == zone::kCaptured && g.cards[i].under == card_of(a)) under.push_back(static_cast<CardId>(i));
    const CardId c = under[g.rng.below(static_cast<uint32_t>(under.size()))];
    f.v[2] = c;
    raise_then(g, f, make_event(evt::kRescue, seat, f.source, c), 1);
    return;
  }
  if (verb_of(a) == vb::kChoose) {
    const CardId c = card_of(a);
    raise_then(g, f, make_event(ev::kEnterPlay, g.cards[c].owner, c, c), 2);
    return;
  }
  f.step = 2;
}

std::string prompt(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == 0) return "Rescue Mission: choose an enemy objective holding captured cards.";
  if (f.step == 1) return "Rescue Mission: put " + std::string(g.fx(static_cast<CardId>(f.v[2])).name) + " into play?";
  return "";
}

}  // namespace

const FrameKindDef<LcgState> rescue_mission_script = {"rescue-mission", 3, run, legal, apply, prompt,
                                                      nullptr, nullptr, nullptr, true};

Card rescue_mission(Card c) {
  c.text = "Action: rescue 1 captured card. If it is a unit, you may put it into play under its owner's control.";
  return c.with(Ability::action()
                    .play_from_hand()
                    .paid_by(fk::kPay, -1)
                    .only_if(cards::enemy_holds_captured)
                    .scripted(script_kind(sc::rescue_mission))
                    .says(c.text));
}
}  // namespace sw::lcg
