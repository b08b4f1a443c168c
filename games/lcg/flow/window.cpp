// Action windows (LCG-ABIL-5, LCG-TIMING), deploying units and enhancements
// (LCG-DEPLOY) and paying with resources (LCG-RES).
#include <algorithm>
#include "lcg/fast_reads.h"
#include "lcg/flow/flow.h"

namespace sw::lcg {

const char* window_name(WindowAt at) {
  static const char* const k[] = {"after the refresh",   "after the draw",        "deployment",
                                  "conflict phase",      "after attackers",       "after defenders",
                                  "after the edge battle", "after a strike",      "end of the conflict phase",
                                  "after the Force struggle"};
  return k[static_cast<int>(at)];
}

std::vector<int> dark_first(const LcgState& g) {
  std::vector<int> v;
  for (int side : {kDark, kLight})
    for (int s = 0; s < g.seats; ++s)
      if (g.side_of_seat(s) == side) v.push_back(s);
  return v;
}

namespace {

// Window frame: seat = priority, v[0] = passes in a row, v[1] = WindowAt,
// v[2] = 1 + the event card just played from this window (its "after you
// play" event comes once the card resolved), plus the player who played it
// times kPlayerUnit, else 0.
inline constexpr int32_t kPlayerUnit = 1 << 20;
bool deploys_here(const LcgState& g, const Frame& f, int seat) {
  return static_cast<WindowAt>(f.v[1]) == WindowAt::Deployment && seat == g.active;
}
// Works out what `seat` may do here besides passing (kept for legal_window).
bool can_act(const LcgState& g, const Frame& f, int seat) {
  const PaymentScan scan(g, seat);  // the seat's resources and the cost modifiers, read once for every card
  return engine::work_out_window(g, seat, kind_bit(AbilityKind::Activated), -1, 0, [&](auto&& add) {
    if (deploys_here(g, f, seat)) {
      static thread_local DeployList cards;  // reused: no zero-filled list per window
      deployable_cards(g, seat, cards);
      for (CardId c : cards) add(make_action(vb::kDeploy, c));
    }
    // The engine's scan adds every ability: from hand, play, and (LcgState::extra_hand)
    // the common reserves, reinforcements and Death Star II set aside (MP-GEN-7, MP-JT-3).
  });
}

StepResult run_window(LcgState& g, Frame& f, EventLog*) {
  take_raised(g, f);
  if (f.v[2] > 0) {  // an event card resolved: "after you play an event card" (Darth Vader)
    const CardId c = static_cast<CardId>(f.v[2] % kPlayerUnit - 1);
    const int player = f.v[2] / kPlayerUnit;  // its owner, or a teammate who played it from a common reserve (MP-GEN-7)
    f.v[2] = 0;
    raise_then(g, f, make_event(evt::kPlayed, player, c, c), 0);
    return StepResult::Continue;
  }
  for (int guard = 0; guard <= g.seats; ++guard) {
    if (f.v[0] >= g.seats) {  // every seat passed in a row: the window closes
      g.stack.pop();
      return StepResult::Continue;
    }
    if (can_act(g, f, f.seat)) return StepResult::Wait;
    ++f.v[0];  // nothing to do: passes without a prompt
    f.seat = static_cast<int8_t>(g.next_seat(f.seat));
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal_window(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  out.push_back(make_action(act::kPass));
  if (const auto* kept = engine::kept_window_answer(g, seat)) {
    out.insert(out.end(), kept->begin(), kept->end());
    return;
  }
  const PaymentScan scan(g, seat);
  if (deploys_here(g, f, seat))
    for (CardId c : g.deployable_cards(seat)) out.push_back(make_action(vb::kDeploy, c));
  engine::add_use_actions(g, seat, kind_bit(AbilityKind::Activated), -1, 0, out);
}

void apply_window(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const int verb = verb_of(a);
  f.seat = static_cast<int8_t>(g.next_seat(seat));  // priority moves on (LCG-ABIL-5)
  if (verb == act::kPass) {
    ++f.v[0];
    return;
  }
  f.v[0] = 0;  // LCG-ABIL-12: a resolution resets the passes in a row
  if (verb == vb::kDeploy) {
    Frame& d = push_frame(g, fk::kDeploy, seat, card_of(a));
    d.v[0] = -1;  // no host chosen yet (card 0 is a card)
    d.v[1] = -1;  // the cost, once the play event fixed it
    return;
  }
  if (verb == act::kUse) {
    const CardId c = card_of(a);
    if (engine::ability_of(g, c, arg_of(a)).from_hand) {
      LCG_LOG(g, log, "play", seat, g.seat_name(seat) + " plays " + g.fx(c).name + ".");
      if (g.fx(c).keywords & kw::kLimited) g.seat_info[seat].limited_turn = static_cast<uint32_t>(g.turn) + 1;
      if (g.type(c) == kEvent) f.v[2] = (c + 1) + seat * kPlayerUnit;
    }
    engine::mark_use(g, c, arg_of(a), -1);
    engine::push_ability(g, c, arg_of(a), seat, -1);
  }
}

std::string prompt_window(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  const WindowAt at = static_cast<WindowAt>(f.v[1]);
  if (at == WindowAt::Deployment && seat == g.active)
    return "Deployment: play a unit or an enhancement, take an action, or pass.";
  return std::string("Action window (") + window_name(at) + "): take an action or pass.";
}

bool valid_window(const LcgState& g, const Frame& f) {
  return f.v[0] >= 0 && f.v[0] <= g.seats && f.v[1] >= 0 && f.v[1] < static_cast<int>(WindowAt::Count) && f.seat >= 0 &&
         f.v[2] >= 0 && (f.v[2] == 0 || (g.valid_card(f.v[2] % kPlayerUnit - 1) && f.v[2] / kPlayerUnit < g.seats));
}

}  // namespace

void open_action_window(LcgState& g, WindowAt at) {
  Frame& f = push_frame(g, fk::kWindow, g.active);
  f.v[1] = static_cast<int32_t>(at);
}

const FrameKindDef<LcgState> kWindowKind = {"window", 1, run_window, legal_window, apply_window, prompt_window,
                                            nullptr, nullptr, valid_window, true};

// ---- Deploying a unit or an enhancement (LCG-DEPLOY) ----
// Steps: 0 the enhancement's host (or a Pilot's Fighter), then the play
// (evt::kPlayCard: interrupts may lower the cost); 3 pay what the play event
// says; 1 it enters play; 2 done. v[0] = the host (-1: none chosen yet, or
// none; -2: a Pilot played as a unit); v[1] = the cost the play event fixed.
namespace {
bool any_pilot_host(const LcgState& g, CardId c, int seat) {
  if (g.stat(c, st::kPilot) <= 0) return false;
  for (CardId h : g.zone_of(seat, zone::kPlay))
    if (g.pilot_host_ok(c, h, seat)) return true;
  return false;
}

StepResult run_deploy(LcgState& g, Frame& f, EventLog* log) {
  if (f.step == 3 && (f.v[3] & kRaisedBit)) {
    const Event e = take_raised(g, f);
    f.v[1] = e.kind == evt::kPlayCard ? e.amount : g.cost_of(f.source);
  } else if (f.step == 3 && f.v[1] < 0) {
    f.v[1] = g.cost_of(f.source);  // the play event could not be raised
  }
  take_raised(g, f);
  const CardId c = f.source;
  switch (f.step) {
    case 0: {
      const bool enh = g.type(c) == kEnhancement && g.fx(c).host != kHostNone;
      const bool pilot = g.type(c) == kUnit && any_pilot_host(g, c, f.seat);  // host, or -2: as a unit
      if ((enh || pilot) && f.v[0] == -1) return StepResult::Wait;
      if (!enh && !(pilot && f.v[0] >= 0)) f.v[0] = -1;
    }
      LCG_LOG(g, log, "play", f.seat, g.seat_name(f.seat) + " plays " + g.fx(c).name + ".");  // LCG-RES-6 (1): revealed
      if (g.fx(c).keywords & kw::kLimited) g.seat_info[f.seat].limited_turn = static_cast<uint32_t>(g.turn) + 1;
      {
        const int cost = g.cost_of(c);  // before this play counts as the turn's first enhancement (In You Must Go)
        if (g.type(c) == kEnhancement) g.seat_info[f.seat].enhancement_turn = static_cast<uint32_t>(g.turn) + 1;
        raise_then(g, f, make_event(evt::kPlayCard, f.seat, c, c, cost), 3);
      }
      return StepResult::Continue;
    case 3: {  // the play event (raised above, consumed by take_raised) fixed the cost
      if (!g.can_afford(f.seat, std::max(0, static_cast<int>(f.v[1])), g.fx(c).affiliation)) {
        // LCG-RES-6 (4): not enough resources (a reduction it was offered for was not
        // taken): the card is not played and stays in hand.
        LCG_LOG(g, log, "play", f.seat, std::string(g.fx(c).name) + " cannot be paid for and goes back to hand.");
        g.stack.pop();
        return StepResult::Continue;
      }
      f.step = 1;
      g.mark_cost_modifiers(c);  // "the first ... you play each turn" modifiers are used
      Frame& p = push_frame(g, fk::kPay, f.seat, c);
      p.v[0] = std::max(0, static_cast<int>(f.v[1]));
      p.v[3] = g.fx(c).affiliation;  // resource match (LCG-RES-3)
      return StepResult::Continue;
    }
    case 1: {
      if (f.v[0] >= 0) g.extra[c].host = static_cast<CardId>(f.v[0]);  // LCG-DEPLOY-5: attached
      raise_then(g, f, make_event(ev::kEnterPlay, f.seat, c, c), 2);
      return StepResult::Continue;
    }
    default:
      if (!g.in_play(c)) g.extra[c].host = kNoCard;
      g.stack.pop();
      return StepResult::Continue;
  }
}
void legal_deploy(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  if (g.type(f.source) == kUnit) {  // a Pilot: on a friendly Fighter unit, or declined: a unit
    for (CardId h : g.zone_of(seat, zone::kPlay))
      if (g.pilot_host_ok(f.source, h, seat)) out.push_back(make_action(vb::kAttach, h));
    out.push_back(make_action(vb::kDecline));
    return;
  }
  for (int s = 0; s < g.seats; ++s)
    for (CardId h : g.zone_of(s, zone::kPlay))
      if (g.host_ok(f.source, h, seat)) out.push_back(make_action(vb::kAttach, h));
}
void apply_deploy(LcgState&, Frame& f, int, Action a, EventLog*) {
  f.v[0] = verb_of(a) == vb::kDecline ? -2 : card_of(a);
}
std::string prompt_deploy(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat || f.step != 0) return "";
  if (g.type(f.source) == kUnit)
    return "Play " + std::string(g.fx(f.source).name) + " as an enhancement on " +
           (g.stat(f.source, st::kPilot) == 2 ? "an objective" : "a Fighter unit") + " you control, or decline to play it as a unit.";
  return "Attach " + std::string(g.fx(f.source).name) + " to which card?";
}
}  // namespace
const FrameKindDef<LcgState> kDeployKind = {"deploy", 4, run_deploy, legal_deploy, apply_deploy, prompt_deploy,
                                            nullptr, nullptr, nullptr, true};

// ---- Paying: generating resources by focusing ready resource cards (LCG-RES) ----
// Frame: source = what is paid for; v[0] = the amount (-1: its printed cost),
// v[1] = generated so far, v[2] bit 0 = a producer matched, bits 1-2 = the
// auto-pay pass + 1 (0: paying by hand), v[3] = the affiliation to match (0
// = none: neutral, or an ability in play, OQ-11). Steps: 0 start; 1 choose
// producers (each generation an evt::kGenerate event).
namespace {
Affiliation to_match(const Frame& f) { return static_cast<Affiliation>(f.v[3] & ~kRaisedBit); }
int auto_pass(const Frame& f) { return f.v[2] >> 1; }  // 0: not paying automatically; else the pass + 1

// The producers of `seat` (its play area, in order) for one question:
// each card's value (a ready card's resource value, LCG-RES-2) and, for a
// producer, whether it matches the
// affiliation to pay with (LcgState::matches), read once; feasible() then
// answers from totals instead of walking the play area again per choice.
class Producers {
 public:
  Producers(const LcgState& g, const Frame& f, int seat) : f_(f) {
    const StatOf resources(g, st::kResources);
    const MatchOf matches(g, to_match(f));
    for (CardId c : g.zone_of(seat, zone::kPlay)) {
      Row& r = rows_[n_++];
      r.card = c;
      r.value = g.ready(c) ? std::max(0, resources(c)) : 0;
      r.match = r.value > 0 && matches(c);
      total_ += r.value;
      matching_ += r.match ? 1 : 0;
    }
  }
  int size() const { return n_; }
  CardId card(int i) const { return rows_[i].card; }
  int value(int i) const { return rows_[i].value; }
  bool match(int i) const { return rows_[i].match; }
  // Could the rest (after focusing `n` on producer `i`) still be paid?
  bool feasible(int i, int n) const {
    const int left = f_.v[0] - f_.v[1] - n;
    const bool matched = (f_.v[2] & 1) != 0 || to_match(f_) == kNeutral || rows_[i].match;
    if (left <= 0) return matched;
    const int rest = total_ - rows_[i].value;
    const bool match_rest = matching_ - (rows_[i].match ? 1 : 0) > 0;
    return rest >= left && (matched || match_rest);
  }

 private:
  struct Row {
    CardId card;
    int value;
    bool match;  // only for a producer (value > 0): no question asks about the others
  };
  const Frame& f_;
  Row rows_[LcgLimits::kZoneCap];
  int n_ = 0;
  int total_ = 0;     // the value of all producers
  int matching_ = 0;  // producers that match
};

// Each generation is an event (evt::kGenerate: "after ... generates
// resources", Stolen Plans); the frame counts it once it resolved.
void generate(LcgState& g, Frame& f, CardId c, int n) {
  raise_then(g, f, make_event(evt::kGenerate, f.seat, f.source, c, n), 1);
}

// Auto-pay, one producer at a time: a matching producer first, then the
// others in play order, then whatever is left (no match needed any more);
// each gives what it can without generating more than the cost. Returns the
// pass (0..2) of the next producer, or -1.
int next_auto(const LcgState& g, const Frame& f, int seat, CardId& card, int& n) {
  const Affiliation aff = to_match(f);
  const Producers p(g, f, seat);
  for (int pass = std::max(0, auto_pass(f) - 1); pass < 3; ++pass)
    for (int i = 0; i < p.size(); ++i) {
      const int v = std::min(p.value(i), f.v[0] - f.v[1]);
      if (v <= 0) continue;  // not a producer (or nothing left to pay): never chosen
      if (pass < 2) {
        const bool match = p.match(i);
        if ((pass == 0) != match || (aff == kNeutral && pass == 0)) continue;
      }
      if (p.feasible(i, v)) {
        card = p.card(i);
        n = v;
        return pass;
      }
    }
  return -1;
}

StepResult run_pay(LcgState& g, Frame& f, EventLog*) {
  const Event e = take_raised(g, f);
  if (e.kind == evt::kGenerate && e.resolved) {
    f.v[1] += e.amount;
    if (g.matches(e.target, to_match(f))) f.v[2] |= 1;  // Common Ground: g.matches
  }
  if (f.step == 0) {
    const bool from_hand = f.ability >= 0 && engine::ability_of(g, f.source, f.ability).from_hand;
    if (from_hand) f.v[3] = g.fx(f.source).affiliation;  // an event played from hand: resource match (LCG-RES-3)
    if (f.v[0] < 0) f.v[0] = g.cost_of(f.source);
    if (from_hand) g.mark_cost_modifiers(f.source);  // its cost is fixed now
    if (f.v[0] == 0) f.v[3] = kNeutral;  // LCG-RES-3 (c)
    // A card played from hand, or from a common reserve as if from hand (MP-GEN-7): Rumors at
    // the Cantina / Rebel Sympathizer / Looking for Droids lift the match, as LcgState::can_afford
    // counted when the play was offered, and the Sympathizer's discount (already in its cost) is
    // spent on it.
    if (g.in_hand_of(f.source, f.seat)) {
      if (g.ignores_match(f.seat)) f.v[3] = kNeutral;
      g.use_next_play(f.seat);
    }
    f.step = 1;
  }
  if (f.v[1] >= f.v[0]) {  // LCG-RES-7: paid (nothing left over: we never over-generate, OQ-12)
    g.stack.pop();
    return StepResult::Continue;
  }
  if (auto_pass(f)) {
    CardId c = kNoCard;
    int n = 0;
    const int pass = next_auto(g, f, f.seat, c, n);
    f.v[2] = (f.v[2] & 1) | (pass < 0 ? 0 : (pass + 1) << 1);
    if (pass >= 0) {
      generate(g, f, c, n);
      return StepResult::Continue;
    }
  }
  return StepResult::Wait;
}
void legal_pay(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 1) return;
  const int left = f.v[0] - f.v[1];
  const Producers p(g, f, seat);
  for (int i = 0; i < p.size(); ++i)
    for (int n = 1; n <= std::min(p.value(i), left); ++n)
      if (p.feasible(i, n)) out.push_back(make_action(vb::kGenerate, p.card(i), n));
  if (!out.empty()) out.push_back(make_action(vb::kAutoPay));
}
void apply_pay(LcgState& g, Frame& f, int, Action a, EventLog*) {
  if (verb_of(a) == vb::kGenerate) {
    generate(g, f, card_of(a), arg_of(a));
    return;
  }
  f.v[2] = (f.v[2] & 1) | (1 << 1);  // auto-pay from the first pass (run_pay, next_auto)
}
std::string prompt_pay(const LcgState& g, const Frame& f, int seat) {
  if (seat != f.seat || f.step != 1) return "";
  std::string s = "Pay for " + std::string(g.fx(f.source).name) + ": " + std::to_string(f.v[0] - f.v[1]) +
                  " more resource" + (f.v[0] - f.v[1] == 1 ? "" : "s");
  if (to_match(f) != kNeutral && !(f.v[2] & 1)) s += std::string(", one from a ") + affiliation_name(to_match(f)) + " card";
  return s + ". Focus resource cards.";
}
bool valid_pay(const LcgState&, const Frame& f) {
  return f.v[0] >= -1 && f.v[0] <= 100 && f.v[1] >= 0 && f.v[1] <= f.v[0] + 100 && f.v[2] >= 0 && f.v[2] < 8 &&
         (f.v[3] & ~kRaisedBit) >= 0 && (f.v[3] & ~kRaisedBit) < kNumAffiliations;
}
}  // namespace
const FrameKindDef<LcgState> kPayKind = {"pay", 2, run_pay, legal_pay, apply_pay, prompt_pay,
                                         nullptr, nullptr, valid_pay, true};

}  // namespace sw::lcg
