// Questionable Contacts (Smugglers and Spies objective, set 15): "Reaction:
// After you refresh, damage this objective to move 1 damage from a target
// friendly unit to a target enemy unit." The first target is chosen as the
// ability starts; the cost (1 damage on this objective) is paid, then the
// second target is chosen: a card script.
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool enemy_unit(const LcgState& g, const Frame& f, CardId u) {
  return g.in_play(u) && g.type(u) == kUnit && g.enemies(g.controller_of(u), f.seat);
}
CardId first(const Frame& f) { return f.v[0] >= 0 ? static_cast<CardId>(f.v[0]) : kNoCard; }

// Step 0 pays (1 damage to this objective); 1 waits for the enemy unit;
// 2 removes the damage; 3 places it; 4 ends. v[2] = the enemy unit.
StepResult run(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  const bool failed = e.kind != ev::kNone && !e.resolved;
  switch (f.step) {
    case 0:
      raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, f.source, 1), 1);
      return StepResult::Continue;
    case 1: {
      if (failed || !g.in_play(first(f)) || g.cards[first(f)].damage <= 0) break;  // cost unpaid, or nothing to move
      for (int s = 0; s < g.seats; ++s)
        for (CardId u : g.zone_of(s, zone::kPlay))
          if (enemy_unit(g, f, u)) return StepResult::Wait;
      break;
    }
    case 2:
      raise_then(g, f, make_event(ev::kHeal, f.seat, f.source, first(f), 1), 3);
      return StepResult::Continue;
    case 3:
      if (failed) break;  // LCG-TERMS-9 spirit: nothing was moved
      raise_then(g, f, make_event(ev::kDamage, f.seat, f.source, static_cast<CardId>(f.v[2]), 1), 4);
      return StepResult::Continue;
    default:
      break;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step != 1 || seat != f.seat) return;
  for (int s = 0; s < g.seats; ++s)
    for (CardId u : g.zone_of(s, zone::kPlay))
      if (enemy_unit(g, f, u)) out.push_back(make_action(vb::kChoose, u));
}

void apply(LcgState&, Frame& f, int, Action a, EventLog*) {
  f.v[2] = card_of(a);
  f.step = 2;
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? "Questionable Contacts: choose the enemy unit that takes the damage." : "";
}

}  // namespace

const FrameKindDef<LcgState> questionable_contacts_script = {"questionable-contacts", 5, run, legal, apply, prompt,
                                                             nullptr, nullptr, nullptr, true};

Card questionable_contacts(Card c) {
  c.text = "Reaction: once you refresh, deal 1 damage to this objective to move 1 damage from a target friendly unit onto a target enemy unit.";
  return c.with(Ability::reaction(evt::kRefreshed)
                    .only_when(cards::you_refreshed)
                    .choose(Whose::Friendly, cards::damaged_friendly_unit)
                    .scripted(script_kind(sc::questionable_contacts))
                    .says(c.text));
}
}  // namespace sw::lcg
