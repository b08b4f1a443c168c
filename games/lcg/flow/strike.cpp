// One strike (LCG-STRIKE, LCG-ICON): choose a ready participating unit,
// focus it (two tokens with committed Force), resolve its combat icons in
// the order its controller chooses.
#include <algorithm>
#include "lcg/fast_reads.h"
#include "lcg/flow/flow.h"

namespace sw::lcg {
namespace {

// Frame: seat = the striking seat; source = the engaged objective; v[0] =
// the striking unit (-1 until chosen); v[1] = unit damage, v[2] = tactics
// tokens left, v[3] low bits = blast damage (bits 0..7) and icon types
// done (bits 8..10).
// Steps: 0 choose; 1 focus it; 2 count icons; 3 the next icon type; 4 unit
// damage target; 5 tactics targets; 6 the strike's event; 7 done.
enum : uint8_t { kChoose, kFocus, kCount, kNext, kHitTarget, kTactics, kStruckEvent, kDone, kSteps };

CardId striker(const Frame& f) { return f.v[0] < 0 ? kNoCard : static_cast<CardId>(f.v[0]); }
int blast(const Frame& f) { return f.v[3] & 0xFF; }
bool done(const Frame& f, Icon i) { return (f.v[3] >> (8 + i)) & 1; }
void mark(Frame& f, Icon i) { f.v[3] |= 1 << (8 + i); }

bool is_enemy_unit(const LcgState& g, int seat, CardId c) {
  return g.in_play(c) && g.type(c) == kUnit && g.enemies(g.controller_of(c), seat);
}
// LCG-ICON-3, LCG-KW-7: a participating enemy unit; any enemy unit for an attacker with Targeted Strike.
bool hit_ok(const LcgState& g, const Frame& f, CardId c) {
  if (!is_enemy_unit(g, f.seat, c)) return false;
  if (g.participating(c)) return true;
  const CardId s = striker(f);
  return s != kNoCard && g.extra[s].role == role::kAttacker && g.stat(s, st::kTargeted) > 0;
}
// Shii-Cho Training (mark::kSplitUD on an enhancement of the striker): its
// unit damage may be divided among participating enemy units, one at a time
// (split:<unit>); bit 11 of v[3]: a division has begun (then only splits).
bool splits(const LcgState& g, const Frame& f) {
  const CardId s = striker(f);
  if (s == kNoCard) return false;
  for (int i = 0; i < g.cards.size(); ++i)
    if (g.extra[i].host == s && g.in_play(static_cast<CardId>(i)) && engine::keyword(g, static_cast<CardId>(i), mark::kSplitUD) > 0)
      return true;
  return false;
}
bool split_started(const Frame& f) { return (f.v[3] >> 11) & 1; }
bool split_ok(const LcgState& g, const Frame& f, CardId c) { return is_enemy_unit(g, f.seat, c) && g.participating(c); }
bool any_split_target(const LcgState& g, const Frame& f) {
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay))
      if (split_ok(g, f, c)) return true;
  return false;
}
bool any_target(const LcgState& g, const Frame& f, bool tactics) {
  int targeted = -1;  // hit_ok's question about the striker (the same for every card), asked once
  for (int s = 0; s < g.seats; ++s)
    for (CardId c : g.zone_of(s, zone::kPlay)) {
      if (!is_enemy_unit(g, f.seat, c)) continue;
      if (tactics || g.participating(c)) return true;
      if (targeted < 0) {
        const CardId sk = striker(f);
        targeted = sk != kNoCard && g.extra[sk].role == role::kAttacker && g.stat(sk, st::kTargeted) > 0 ? 1 : 0;
      }
      if (targeted) return true;
    }
  return false;
}
// The icon types still to resolve that can do something.
int pending(const LcgState& g, const Frame& f, Icon* only) {
  int n = 0;
  auto add = [&](Icon i, bool live) {
    if (!done(f, i) && live) {
      ++n;
      if (only) *only = i;
    }
  };
  add(kIconUD, f.v[1] > 0 && any_target(g, f, false));  // OQ-19: no target, no effect
  add(kIconTactics, f.v[2] > 0 && any_target(g, f, true));
  add(kIconBlast, blast(f) > 0 && g.in_play(f.source));  // OQ-15: the objective gone, blast wasted
  return n;
}

void start_icon(LcgState& g, Frame& f, Icon i, EventLog* log) {
  mark(f, i);
  switch (i) {
    case kIconUD: f.step = kHitTarget; break;
    case kIconTactics: f.step = kTactics; break;
    default:  // LCG-ICON-5: blast damage to the engaged objective
      LCG_LOG(g, log, "strike", f.seat, std::string(g.fx(striker(f)).name) + ": " + std::to_string(blast(f)) + " blast damage.");
      raise_then(g, f, make_event(ev::kDamage, f.seat, striker(f), f.source, blast(f)), kNext);
      break;
  }
}

StepResult run_strike(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  const CardId s = striker(f);
  if (f.step > kChoose && f.step < kStruckEvent && !g.in_play(s)) f.step = kDone;  // the striker left play
  switch (f.step) {
    case kChoose:
      return StepResult::Wait;  // LCG-STRIKE-2: mandatory
    case kFocus: {
      // LCG-STRIKE-3, LCG-FORCE-6: 1 focus token, 2 with committed Force (own focus: no shield).
      LCG_LOG(g, log, "strike", f.seat, std::string(g.fx(s).name) + " strikes.");
      raise_then(g, f, make_event(ev::kFocus, f.seat, s, s, g.extra[s].force ? 2 : 1), kCount);
      return StepResult::Continue;
    }
    case kCount:
      f.v[1] = g.striker_icons(s, st::kUD, st::kUDEdge);
      f.v[2] = g.striker_icons(s, st::kT, st::kTEdge);
      // LCG-ICON-5: defending units cannot use blast icons.
      f.v[3] = g.extra[s].role == role::kAttacker ? std::min(255, g.striker_icons(s, st::kBD, st::kBDEdge)) : 0;
      f.step = kNext;
      return StepResult::Continue;
    case kNext: {
      Icon only = kIconUD;
      int n = pending(g, f, &only);
      if (n == 0) {
        f.step = kStruckEvent;
        return StepResult::Continue;
      }
      if (n == 1) {
        start_icon(g, f, only, log);
        return StepResult::Continue;
      }
      return StepResult::Wait;  // LCG-ICON-2: the striking player orders them
    }
    case kHitTarget:
      if (f.v[1] <= 0 || (split_started(f) ? !any_split_target(g, f) : !any_target(g, f, false))) {
        f.step = kNext;
        return StepResult::Continue;
      }
      return StepResult::Wait;
    case kTactics:
      if (f.v[2] <= 0 || !any_target(g, f, true)) {
        f.step = kNext;
        return StepResult::Continue;
      }
      return StepResult::Wait;
    case kStruckEvent:
      raise_then(g, f, make_event(evt::kStrike, f.seat, s, f.source), kDone);
      return StepResult::Continue;
    default:
    {
      const bool struck = f.v[0] >= 0;
      g.next_period(kStrikeScope);  // "until the end of this strike" ends
      g.stack.pop();
      if (struck) open_action_window(g, WindowAt::Strike);  // OQ-32: a window only after a strike
    }
      return StepResult::Continue;
  }
}

void legal_strike(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  switch (f.step) {
    case kChoose:
      for (CardId c : g.zone_of(seat, zone::kPlay))
        if (g.ready(c) && may_strike(g, c)) out.push_back(make_action(vb::kStrike, c));
      return;
    case kNext: {
      if (!done(f, kIconUD) && f.v[1] > 0 && any_target(g, f, false)) out.push_back(make_action(vb::kIcon, kNoCard, kIconUD));
      if (!done(f, kIconTactics) && f.v[2] > 0 && any_target(g, f, true))
        out.push_back(make_action(vb::kIcon, kNoCard, kIconTactics));
      if (!done(f, kIconBlast) && blast(f) > 0 && g.in_play(f.source)) out.push_back(make_action(vb::kIcon, kNoCard, kIconBlast));
      return;
    }
    case kHitTarget: {
      const bool split = splits(g, f) && (split_started(f) || f.v[1] >= 2);
      for (int s = 0; s < g.seats; ++s)
        for (CardId c : g.zone_of(s, zone::kPlay)) {
          if (!split_started(f) && hit_ok(g, f, c)) out.push_back(make_action(vb::kHit, c));
          if (split && split_ok(g, f, c)) out.push_back(make_action(vb::kSplit, c));
        }
      return;
    }
    case kTactics:
      for (int s = 0; s < g.seats; ++s)
        for (CardId c : g.zone_of(s, zone::kPlay))
          if (is_enemy_unit(g, seat, c)) out.push_back(make_action(vb::kTactic, c));
      return;
    default:
      return;
  }
}

void apply_strike(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  switch (verb_of(a)) {
    case vb::kStrike:
      f.v[0] = card_of(a);
      f.step = kFocus;
      return;
    case vb::kIcon:
      start_icon(g, f, static_cast<Icon>(arg_of(a)), log);
      return;
    case vb::kHit:  // LCG-ICON-3: all the unit damage on one unit
      LCG_LOG(g, log, "strike", seat,
               std::string(g.fx(striker(f)).name) + ": " + std::to_string(f.v[1]) + " damage to " + g.fx(card_of(a)).name + ".");
      raise_then(g, f, make_event(ev::kDamage, seat, striker(f), card_of(a), f.v[1]), kNext);
      return;
    case vb::kSplit:  // Shii-Cho Training: one of the unit damage on this participating enemy unit
      --f.v[1];
      f.v[3] |= 1 << 11;
      LCG_LOG(g, log, "strike", seat, std::string(g.fx(striker(f)).name) + ": 1 damage to " + g.fx(card_of(a)).name + ".");
      raise_then(g, f, make_event(ev::kDamage, seat, striker(f), card_of(a), 1), f.v[1] > 0 ? kHitTarget : kNext);
      return;
    case vb::kTactic:  // LCG-ICON-4: one focus token at a time, spread as the striker likes
      --f.v[2];
      LCG_LOG(g, log, "strike", seat, std::string(g.fx(striker(f)).name) + ": a focus token on " + g.fx(card_of(a)).name + ".");
      raise_then(g, f, make_event(ev::kFocus, seat, striker(f), card_of(a), 1), kTactics);
      return;
    default:
      return;
  }
}

std::string prompt_strike(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  switch (f.step) {
    case kChoose: return "Strike: choose a ready participating unit to strike with.";
    case kNext: return "Strike with " + std::string(g.fx(striker(f)).name) + ": choose which combat icons resolve next.";
    case kHitTarget:
      return std::string(g.fx(striker(f)).name) + (split_started(f) ? ": deal the next of your unit damage (" : ": choose the unit that takes ") +
             std::to_string(f.v[1]) + (split_started(f) ? " left)." : " damage.");
    case kTactics: return std::string(g.fx(striker(f)).name) + ": place a focus token on an enemy unit (" + std::to_string(f.v[2]) + " left).";
    default: return "";
  }
}

std::string label_strike(const LcgState&, const Frame&, Action a) {
  if (verb_of(a) != vb::kIcon) return "";
  static const char* const k[] = {"Resolve unit damage", "Resolve tactics", "Resolve blast damage"};
  return arg_of(a) < 3 ? k[arg_of(a)] : "";
}

}  // namespace

const FrameKindDef<LcgState> kStrikeKind = {"strike", kSteps, run_strike, legal_strike, apply_strike, prompt_strike,
                                            nullptr, label_strike, nullptr, true};

bool may_strike(const LcgState& g, CardId c) {
  if (g.participating(c)) return true;
  // Trandoshan Security Team: in play with its controller's side, while a
  // Dark Side objective (of its side) is engaged.
  // The keyword table first: few cards have the mark (keyword_of would say 0).
  if (!g.valid_card(c) || !((keyword_bits(g.cards[c].def) >> mark::kStrikesForDarkObjective) & 1u)) return false;
  const CardId o = g.eng.objective;
  return g.in_play(c) && g.type(c) == kUnit && g.in_play(o) && g.side_of_seat(g.controller_of(o)) == kDark &&
         !g.enemies(g.controller_of(c), g.controller_of(o)) && keyword_of(g, c, mark::kStrikesForDarkObjective) > 0;
}

}  // namespace sw::lcg
