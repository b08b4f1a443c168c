// The Conflict phase (LCG-CONFLICT, LCG-TIMING-6): engagements one at a
// time; each declares attackers and defenders, fights the edge battle
// (edge.cpp), strikes (strike.cpp) and checks the unopposed bonus.
#include <algorithm>
#include "lcg/fast_reads.h"
#include "lcg/flow/flow.h"

namespace sw::lcg {
namespace {

// A unit that may be declared now (LCG-TERMS-13: ready; "cannot be declared as an attacker / defender").
// For many units at once: the "cannot be declared" stat read through StatOf
// (its printed value while nothing in play or lasting changes it).
class Declarable {
 public:
  Declarable(const LcgState& g, bool attacker) : g_(g), cannot_(g, attacker ? st::kNoAttack : st::kNoDefend) {}
  bool operator()(CardId c) const { return g_.type(c) == kUnit && g_.ready(c) && cannot_(c) <= 0; }

 private:
  const LcgState& g_;
  StatOf cannot_;
};
// LCG-CONFLICT-5, OQ-14: an enemy objective not engaged yet, and a ready
// unit that may be declared as an attacker against it (The Rebel Fleet).
// Trench Run: the Light Side's card standing for the Death Star dial is
// engaged as though it were a Dark Side objective.
bool may_engage(const LcgState& g, int seat, CardId o) {
  if (g.extra[o].engaged) return false;
  const CardType t = g.type(o);
  if (t != kObjective && t != kEnhancement) return false;  // a dial proxy is an enhancement (dial_proxy)
  if (t == kEnhancement && g.dial_proxy(o) > 0) {
    if (g.enemies(g.controller_of(o), seat) || g.side_of_seat(seat) != kLight || g.seat_of_side(kDark) < 0) return false;
  } else if (t != kObjective || !g.enemies(g.controller_of(o), seat)) {
    return false;
  } else if (g.multiplayer()) {
    // MP-2V2-3: only the objectives of the opponent across the table; MP-GEN-15:
    // not an opponent who has not had a turn yet. MP-CHAL-4: in a challenge
    // game a team player engages the solo player, and the solo player any
    // opponent (the objective names its player).
    const int def = g.controller_of(o);
    if ((g.mode == mode::k2v2 && def != g.across(seat)) || !g.seat_info[def].took_turn) return false;
    if (g.challenge() && !g.mode_may_engage(seat, o)) return false;
  }
  const Declarable may_declare(g, true);
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (may_declare(c) && g.may_attack(c, o)) return true;
  return false;
}

// ---- The Conflict phase frame. Steps: 0 the first window [AW-C]; 1 engage
// or end; 2 the last window; 3 done. ----
StepResult run_conflict(LcgState& g, Frame& f, EventLog*) {
  switch (f.step) {
    case 0:
      f.step = 1;
      open_action_window(g, WindowAt::ConflictStart);
      return StepResult::Continue;
    case 1: {
      // LCG-CONFLICT-3/5, OQ-14: an enemy objective not engaged yet, and a ready unit to attack it with.
      for (int s = 0; s < g.seats; ++s)
        for (CardId o : g.zone_of(s, zone::kPlay))
          if (may_engage(g, f.seat, o)) return StepResult::Wait;
      f.step = 2;
      return StepResult::Continue;
    }
    case 2:
      f.step = 3;
      open_action_window(g, WindowAt::ConflictEnd);
      return StepResult::Continue;
    default:
      // LCG-CONFLICT-3: engaged once per Conflict phase. MP-GEN-21, MP-CHAL-4:
      // in a challenge game the solo player's objectives once per team Conflict
      // phase: the marks stay until the team's last player has had its segment.
      if (!g.challenge() || g.next_teammate(f.seat) < 0)
        for (int i = 0; i < g.extra.size(); ++i) g.extra[i].engaged = false;
      g.stack.pop();
      return StepResult::Continue;
  }
}
void legal_conflict(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  for (int s = 0; s < g.seats; ++s)
    for (CardId o : g.zone_of(s, zone::kPlay))
      if (may_engage(g, seat, o)) out.push_back(make_action(vb::kEngage, o));
  out.push_back(make_action(vb::kDone));
}
void apply_conflict(LcgState& g, Frame& f, int seat, Action a, EventLog*) {
  if (verb_of(a) == vb::kDone) {  // LCG-CONFLICT-1: go on to the Force phase
    f.step = 2;
    return;
  }
  f.step = 0;  // after the engagement: a new [AW-C] (LCG-CONFLICT-12)
  push_engagement(g, seat, card_of(a));
}
std::string prompt_conflict(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 1 ? "Conflict phase: engage an enemy objective, or end the phase." : "";
}

// ---- One engagement (LCG-CONFLICT-4). Frame: seat = attacker, source = the
// engaged objective; v[0] = the next strike's seat; v[1] = Shielding scan
// position (at the bonus step: 1 while the survivors' events are raised);
// v[2] = declaration scan position (at the bonus step: the survivors'). ----
enum : uint8_t {
  kEngageEvent,    // 0 the engagement is declared (an event)
  kAttackers,      // 1 choose attackers one by one, then done
  kAttackEvents,   // 2 each attacker's declaration (events), then Shielding
  kAttackShield,   // 3 a Shielding attacker's choice
  kAttackWindow,   // 4 [AW]
  kDefenders,      // 5 choose defenders
  kDefendEvents,   // 6
  kDefendShield,   // 7
  kDefendWindow,   // 8 [AW]
  kEdgeBattle,     // 9 the edge battle (edge.cpp), then [AW]
  kEdgeWindow,     // 10
  kStrikes,        // 11 strike in turn (strike.cpp), each followed by [AW] (OQ-32)
  kBonus,          // 12 the unopposed bonus (LCG-CONFLICT-10)
  kEnd,            // 13
  kConsent,        // 14 a teammate agrees to lend a unit, or not (MP-GEN-12/13), then back to 1 or 5
  kEngSteps
};
// Supporting units (MP-GEN-12/13). During the declarations v[0] bit t: teammate
// t was asked for a supporting attacker, bit 8 + t: for a supporting defender
// (one request each: a refusal is final); at kConsent v[1] = the unit asked
// for + 1, plus kAskDefender when it is to defend.
inline constexpr int32_t kAskDefender = 1 << 20;
CardId asked_unit(const Frame& f) { return static_cast<CardId>((f.v[1] & (kAskDefender - 1)) - 1); }
bool asked_to_defend(const Frame& f) { return (f.v[1] & kAskDefender) != 0; }
int ask_bit(int teammate, bool atk) { return 1 << (teammate + (atk ? 0 : 8)); }
static_assert(eng_step::kEdge == kEdgeBattle);

int defender_of(const LcgState& g) { return g.eng.defender; }

// The only attacker has mark::kTwoDefendersIfAlone (Arcona Rumor Monger).
bool lone_attacker_needs_two(const LcgState& g) {
  CardId lone = kNoCard;
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (g.type(c) == kUnit && g.extra[c].role == role::kAttacker) {
        if (lone != kNoCard) return false;
        lone = c;
      }
  return lone != kNoCard && keyword_of(g, lone, mark::kTwoDefendersIfAlone) > 0;
}

bool ready_participant(const LcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kPlay))
    if (g.ready(c) && may_strike(g, c)) return true;
  return false;
}

// The lowest card id from scan position `from` on that is in play and
// passes `pred` (participants only: cards in play), or -1. Looks at the play
// areas only.
template <class P>
int scan(const LcgState& g, int from, P pred) {
  int best = -1;
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (c >= from && (best < 0 || c < best) && pred(c)) best = c;
  return best;
}

void legal_engagement(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out);

StepResult run_engagement(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  const CardId obj = f.source;
  const int atk = f.seat, def = defender_of(g);
  if (f.step > kEngageEvent && f.step < kBonus && !g.in_play(obj) && f.step <= kDefenders) {
    f.step = kEnd;  // the engaged objective left play before the fight
  }
  switch (f.step) {
    case kEngageEvent:
      LCG_LOG(g, log, "engage", atk, g.seat_name(atk) + " engages " + g.card_label(obj) + ".");
      raise_then(g, f, make_event(evt::kEngage, atk, kNoCard, obj), kAttackers);
      return StepResult::Continue;
    case kAttackers: {
      // OQ-14, LCG-CONFLICT-6: an engagement needs an attacker. When its last
      // possible attacker became unable after the engagement was declared
      // (exhausted to pay for an interrupt to it, say), nobody attacks and
      // the engagement ends; the objective still counts as engaged this phase.
      static thread_local std::vector<Action> offers;
      offers.clear();
      legal_engagement(g, f, f.seat, offers);
      if (!offers.empty()) return StepResult::Wait;
      LCG_LOG(g, log, "engage", atk, g.seat_name(atk) + " has no unit left that can attack " + g.card_label(obj) + ".");
      f.step = kEnd;
      return StepResult::Continue;
    }
    case kAttackEvents:
    case kDefendEvents: {
      const uint8_t r = f.step == kAttackEvents ? role::kAttacker : role::kDefender;
      int i = scan(g, f.v[2], [&](CardId c) { return g.in_play(c) && g.extra[c].role == r; });
      if (i >= 0) {  // each declared unit is an event (Intimidated's forced reaction, LCG-ABIL-9)
        f.v[2] = i + 1;
        raise_then(g, f, make_event(r == role::kAttacker ? evt::kAttacker : evt::kDefender, g.controller_of(static_cast<CardId>(i)),
                                    static_cast<CardId>(i), static_cast<CardId>(i)),
                   f.step);
        return StepResult::Continue;
      }
      f.v[1] = 0;
      f.step = f.step == kAttackEvents ? kAttackShield : kDefendShield;
      return StepResult::Continue;
    }
    case kAttackShield:
    case kDefendShield: {
      // LCG-KW-6: each declared Shielding unit's controller may place a shield.
      const uint8_t r = f.step == kAttackShield ? role::kAttacker : role::kDefender;
      int i = scan(g, f.v[1], [&](CardId c) { return g.in_play(c) && g.extra[c].role == r && g.stat(c, st::kShielding) > 0; });
      if (i >= 0) return StepResult::Wait;  // legal_engagement offers the choice for card v[1]'s scan hit
      f.step = f.step == kAttackShield ? kAttackWindow : kDefendWindow;
      return StepResult::Continue;
    }
    case kAttackWindow:
      f.step = kDefenders;
      open_action_window(g, WindowAt::Attackers);
      return StepResult::Continue;
    case kDefenders:
      return StepResult::Wait;
    case kConsent: {
      const CardId c = asked_unit(f);
      if (g.in_play(c) && g.ready(c) && g.extra[c].role == role::kNone) return StepResult::Wait;
      f.step = asked_to_defend(f) ? kDefenders : kAttackers;  // the unit is gone: nothing to agree to
      f.v[1] = 0;
      return StepResult::Continue;
    }
    case kDefendWindow:
      f.step = kEdgeBattle;
      open_action_window(g, WindowAt::Defenders);
      return StepResult::Continue;
    case kEdgeBattle:
      f.step = kEdgeWindow;
      push_frame(g, fk::kEdge, atk, obj);
      return StepResult::Continue;
    case kEdgeWindow:
      f.step = kStrikes;
      f.v[0] = g.eng.edge_winner >= 0 ? g.eng.edge_winner : def;  // LCG-STRIKE-1: the edge winner first
      open_action_window(g, WindowAt::Edge);
      return StepResult::Continue;
    case kStrikes: {
      // LCG-STRIKE-1/5/6: alternate while both can; then the one who can.
      int next = f.v[0];
      const int other = next == atk ? def : atk;
      if (!ready_participant(g, next)) next = other;
      if (!ready_participant(g, next)) {
        f.step = kBonus;
        f.v[1] = 1;  // the survivors' events first (v[2]: scan position)
        f.v[2] = 0;
        return StepResult::Continue;
      }
      f.v[0] = next == atk ? def : atk;
      push_frame(g, fk::kStrike, next, obj);
      return StepResult::Continue;
    }
    case kBonus: {
      if (f.v[1] == 1) {  // LCG-CONFLICT-9: each participating unit still in play survived (an event each)
        int i = scan(g, f.v[2], [&](CardId c) { return g.participating(c); });
        if (i >= 0) {
          f.v[2] = i + 1;
          const CardId c = static_cast<CardId>(i);
          raise_then(g, f, make_event(evt::kSurvived, g.controller_of(c), obj, c, g.extra[c].role), kBonus);
          return StepResult::Continue;
        }
        f.v[1] = 0;
      }
      bool attacker_survived = false, defender_survived = false;  // LCG-CONFLICT-9
      for (int s = 0; s < g.seats; ++s)
        for (CardId c : g.zone_of(s, zone::kPlay)) {
          if (g.extra[c].role == role::kAttacker) attacker_survived = true;
          if (g.extra[c].role == role::kDefender) defender_survived = true;
        }
      const bool unopposed = attacker_survived && !defender_survived;
      if (unopposed && !(f.v[3] & 2)) {  // "after ... survives an unopposed engagement" (TIE Advanced)
        f.v[3] |= 2;
        raise_then(g, f, make_event(evt::kUnopposed, atk, kNoCard, obj), kBonus);
        return StepResult::Continue;
      }
      // LCG-CONFLICT-10/11: unopposed, and the objective still there.
      if (unopposed && g.in_play(obj) && !(f.v[3] & 1)) return StepResult::Wait;
      f.step = kEnd;
      return StepResult::Continue;
    }
    default: {
      // C8: supporting units go back to the teammates who lent them (MP-GEN-12/13),
      // in ascending card order; no card participates any more. Only a card in
      // play has a role or a lender (LcgMatch::check_invariants).
      CardId lent[LcgLimits::kSeats * LcgLimits::kZoneCap];
      int n_lent = 0;
      for (int s = 0; s < g.seats; ++s)
        for (CardId c : g.zone_of(s, zone::kPlay)) {
          g.extra[c].role = role::kNone;
          if (g.extra[c].lent >= 0) lent[n_lent++] = c;
        }
      std::sort(lent, lent + n_lent);
      for (int i = 0; i < n_lent; ++i) {
        const CardId c = lent[i];
        const int back = g.extra[c].lent;
        g.extra[c].lent = -1;
        g.set_controller(c, back);
        LCG_LOG(g, log, "support", back, std::string(g.fx(c).name) + " returns to the " + g.seat_name(back) + ".");
      }
      LCG_LOG(g, log, "engage", atk, "The engagement ends.");
      g.eng = Engagement{};
      g.next_period(Scope::Attack);
      g.stack.pop();
      return StepResult::Continue;
    }
  }
}

// The Shielding card being asked about now (see run_engagement).
CardId shielding_card(const LcgState& g, const Frame& f) {
  const uint8_t r = f.step == kAttackShield ? role::kAttacker : role::kDefender;
  int i = scan(g, f.v[1], [&](CardId c) { return g.in_play(c) && g.extra[c].role == r && g.stat(c, st::kShielding) > 0; });
  return i < 0 ? kNoCard : static_cast<CardId>(i);
}

int decider(const LcgState& g, const Frame& f) {
  switch (f.step) {
    case kAttackers:
    case kBonus: return f.seat;
    case kDefenders: return g.eng.defender;
    case kConsent: {
      const CardId c = asked_unit(f);
      return g.valid_card(c) ? g.controller_of(c) : -1;
    }
    case kAttackShield:
    case kDefendShield: {
      CardId c = shielding_card(g, f);
      return c == kNoCard ? -1 : g.controller_of(c);
    }
    default: return -1;
  }
}

void legal_engagement(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != decider(g, f)) return;
  switch (f.step) {
    case kAttackers:
    case kDefenders: {
      const bool atk = f.step == kAttackers;
      bool any = false;
      // "Cannot declare more than N attackers against this objective" (The
      // Ultimate Power; LCG-TERMS-1: a "cannot" is absolute).
      const int most = atk ? engine::keyword(g, f.source, kwa::kMaxAttackers) : 0;
      int declared = 0;
      for (CardId c : g.zone_of(seat, zone::kPlay))
        if (g.type(c) == kUnit && g.extra[c].role == role::kAttacker) ++declared;
      const bool full = most > 0 && declared >= most;
      const size_t first = out.size();
      const Declarable may_declare(g, atk);
      int defenders = 0;
      for (CardId c : g.zone_of(seat, zone::kPlay)) {
        if (g.type(c) != kUnit) continue;
        const uint8_t r = g.extra[c].role;
        if (r == (atk ? role::kAttacker : role::kDefender)) any = true;
        if (r == role::kDefender) ++defenders;
        // A declaration stands (no toggling back: a choice the API's undo takes back, and a loop no bot can fall into).
        if (r == role::kNone && may_declare(c) && !full &&
            (atk ? g.may_attack(c, f.source) : g.lasting_bonus(c, st::kCannotDefend) <= 0))  // The Rebel Fleet; Ewok Scout
          out.push_back(make_action(atk ? vb::kAttacker : vb::kDefender, c));
      }
      // Arcona Rumor Monger attacking alone: 2 defenders or none. With fewer
      // than 2 possible, none is offered; after the first, done waits for a second.
      if (!atk && lone_attacker_needs_two(g)) {
        const int open = static_cast<int>(out.size() - first);
        if (defenders == 0 && open < 2) out.resize(first);
        if (defenders == 1 && open > 0) return;
      }
      // Return to Tatooine: Luke Skywalker must defend it, if able (declared
      // before done; "able": he is offered here).
      const CardId must = atk ? kNoCard : g.must_defend(f.source);
      bool waits = false;
      if (must != kNoCard && g.extra[must].role == role::kNone)
        for (size_t i = first; i < out.size(); ++i) waits = waits || card_of(out[i]) == must;
      if ((any || !atk) && !waits) out.push_back(make_action(vb::kDone));  // LCG-CONFLICT-6/7
      // MP-GEN-12/13: once one of its own units is declared, up to one ready unit of
      // each teammate, if that teammate agrees (asked once per declaration).
      bool own = false;
      for (CardId c : g.zone_of(seat, zone::kPlay))
        if (g.type(c) == kUnit && g.extra[c].role == (atk ? role::kAttacker : role::kDefender) && g.extra[c].lent < 0) own = true;
      if (own && !full && g.multiplayer())
        for (int t = 0; t < g.seats; ++t) {
          if (t == seat || g.enemies(t, seat) || (f.v[0] & ask_bit(t, atk))) continue;
          for (CardId c : g.zone_of(t, zone::kPlay))
            if (g.type(c) == kUnit && g.extra[c].role == role::kNone && may_declare(c) &&
                (atk ? g.may_attack(c, f.source) : g.lasting_bonus(c, st::kCannotDefend) <= 0))
              out.push_back(make_action(vb::kSupport, c));
        }
      return;
    }
    case kConsent:
      out.push_back(make_action(vb::kAgree, asked_unit(f)));
      out.push_back(make_action(vb::kDecline));
      return;
    case kAttackShield:
    case kDefendShield: {
      // LCG-KW-6: an unshielded participating friendly unit, or (the defender's, OQ-30) the engaged objective.
      for (CardId c : g.zone_of(seat, zone::kPlay))
        if (g.participating(c) && g.extra[c].shields == 0) out.push_back(make_action(vb::kChoose, c));
      if (f.step == kDefendShield && g.in_play(f.source) && g.extra[f.source].shields == 0 && g.controller_of(f.source) == seat)
        out.push_back(make_action(vb::kChoose, f.source));
      out.push_back(make_action(vb::kDecline));
      return;
    }
    case kBonus:
      out.push_back(make_action(vb::kBonus));
      out.push_back(make_action(vb::kDecline));
      return;
    default:
      return;
  }
}

void apply_engagement(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const int verb = verb_of(a);
  switch (f.step) {
    case kAttackers:
    case kDefenders: {
      const bool atk = f.step == kAttackers;
      if (verb == vb::kDone) {
        f.v[2] = 0;
        if (!atk) {
          for (CardId c : g.zone_of(seat, zone::kPlay))
            if (g.extra[c].role == role::kDefender) g.eng.defenders_declared = true;
          if (!g.eng.defenders_declared) LCG_LOG(g, log, "defend", seat, g.seat_name(seat) + " declares no defenders.");
        }
        f.step = atk ? kAttackEvents : kDefendEvents;
        return;
      }
      if (verb == vb::kSupport) {  // MP-GEN-12/13: the teammate is asked
        const int t = g.controller_of(card_of(a));
        f.v[0] |= ask_bit(t, atk);
        f.v[1] = (card_of(a) + 1) | (atk ? 0 : kAskDefender);
        f.step = kConsent;
        LCG_LOG(g, log, "support", seat, g.seat_name(seat) + " asks the " + g.seat_name(t) + " for " + g.fx(card_of(a)).name +
                                              (atk ? " as a supporting attacker." : " as a supporting defender."));
        return;
      }
      g.extra[card_of(a)].role = atk ? role::kAttacker : role::kDefender;
      LCG_LOG(g, log, atk ? "attack" : "defend", seat, std::string(g.fx(card_of(a)).name) + (atk ? " attacks." : " defends."));
      return;
    }
    case kConsent: {
      const CardId c = asked_unit(f);
      const bool atk = !asked_to_defend(f);
      const int who = atk ? f.seat : g.eng.defender;  // the player who asked
      f.step = atk ? kAttackers : kDefenders;
      f.v[1] = 0;
      if (verb == vb::kAgree) {  // MP-GEN-12/13: control taken for the engagement
        LCG_LOG(g, log, atk ? "attack" : "defend", who,
                std::string(g.fx(c).name) + " (lent by the " + g.seat_name(seat) + ") " + (atk ? "attacks." : "defends."));
        // The player takes control of it, as a participating unit lent for the
        // engagement (the event's amount): "after you take control of a unit" (Agent of the Hand).
        raise_then(g, f, make_event(evt::kTakeControl, who, kNoCard, c, atk ? role::kAttacker : role::kDefender), f.step);
      } else {
        LCG_LOG(g, log, "support", seat, "The " + g.seat_name(seat) + " keeps " + g.fx(c).name + ".");
      }
      return;
    }
    case kAttackShield:
    case kDefendShield: {
      CardId who = shielding_card(g, f);
      f.v[1] = who + 1;
      if (verb == vb::kChoose) {
        LCG_LOG(g, log, "shield", seat, std::string(g.fx(who).name) + " (Shielding) shields " + g.card_label(card_of(a)) + ".");
        raise_then(g, f, make_event(evt::kShield, seat, who, card_of(a)), f.step);
      }
      return;
    }
    case kBonus:
      f.v[3] |= 1;
      if (verb == vb::kBonus) {
        LCG_LOG(g, log, "unopposed", seat, "Unopposed: 1 bonus damage to " + g.card_label(f.source) + ".");
        raise_then(g, f, make_event(ev::kDamage, seat, kNoCard, f.source, 1), kEnd);
      } else {
        f.step = kEnd;
      }
      return;
    default:
      return;
  }
}

std::string prompt_engagement(const LcgState& g, const Frame& f, int seat) {
  if (seat != decider(g, f)) return "";
  switch (f.step) {
    case kAttackers: return "Declare attackers against " + g.card_label(f.source) + " (choose units, then done).";
    case kDefenders: return "Declare defenders of " + g.card_label(f.source) + " (any number, then done).";
    case kAttackShield:
    case kDefendShield: return std::string(g.fx(shielding_card(g, f)).name) + " has Shielding: place a shield?";
    case kBonus: return "The engagement is unopposed: deal 1 damage to " + g.card_label(f.source) + "?";
    case kConsent:
      return "Lend " + std::string(g.fx(asked_unit(f)).name) + " to your teammate as a supporting " +
             (asked_to_defend(f) ? "defender" : "attacker") + " for this engagement?";
    default: return "";
  }
}

}  // namespace

Frame& push_engagement(LcgState& g, int attacker, CardId objective) {
  g.extra[objective].engaged = true;
  g.eng = Engagement{};
  g.eng.objective = objective;
  g.eng.attacker = static_cast<int8_t>(attacker);
  // The Death Star dial (Trench Run) is defended by the Dark Side.
  g.eng.defender = static_cast<int8_t>(g.dial_proxy(objective) > 0 ? (g.multiplayer() ? g.across(attacker) : g.seat_of_side(kDark))
                                                                    : g.controller_of(objective));
  return push_frame(g, fk::kEngagement, attacker, objective);
}

const FrameKindDef<LcgState> kConflictKind = {"conflict", 4, run_conflict, legal_conflict, apply_conflict,
                                              prompt_conflict, nullptr, nullptr, nullptr, true};
const FrameKindDef<LcgState> kEngagementKind = {"engagement", kEngSteps, run_engagement, legal_engagement,
                                                apply_engagement, prompt_engagement};

}  // namespace sw::lcg
