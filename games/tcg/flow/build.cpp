// The build step (TCG-BUILD) and the retreat step (TCG-RETREAT) of one side.
// Every build action is its own decision: start a card with N counters, add
// N counters, deploy a ready unit, complete a ready Mission, send a retreated
// unit back, or end the step (unspent points are lost, TCG-CMD-6).
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"
#include "tcg/later_sets.h"

namespace sw::tcg::flow {

namespace {

std::string counters(int n) { return std::to_string(n) + (n == 1 ? " build counter" : " build counters"); }

bool buildable(const TcgState& g, CardId c) {
  const CardType t = g.fx(c).type;
  // TCG-BUILD-2: Battle cards cannot be built; TCG2-BUILD-1: the later rules add Locations and Equipment.
  return is_unit(t) || t == kMission || (g.opts.later && (t == kLocation || t == kEquipment));
}

// TCG-UNIQUE-2/6: a unit of the same person as one of this seat's units in
// an arena or retreated joins its stack (TCG-STACK-5/6) or is not deployed.
bool person_taken(const TcgState& g, int seat, CardId c) { return g.person_unit(seat, c) != kNoCard; }

// TCG-STACK-6: the counters a face-down unique needs to join the stack of
// its person's unit `u` (top card T): 1 beneath, or on top when it costs no
// more than T; on top of a cheaper T, cost - cost(T) + 1.
bool stack_ready(const TcgState& g, CardId c, CardId u, bool on_top) {
  if (!g.is_unit_card(c) || !g.may_stack(c, u)) return false;
  const int need = on_top && g.cost(c) > g.cost(u) ? g.cost(c) - g.cost(u) + 1 : 1;
  return g.extra[c].counters >= need;
}

// TCG-STACK-8: what making `x` the top of its stack costs (the full
// difference when it costs more; free otherwise).
int reorganize_cost(const TcgState& g, CardId x) {
  const CardId top = g.extra[x].top;
  return std::max(0, g.cost(x) - g.cost(top));
}

// A Mission's text (its ability with timing::kComplete; -1: none, a Mission without text).
int mission_text(const TcgState& g, CardId c) {
  const Card& d = TcgState::card_def(g.cards[c].def);
  for (int i = 0; i < d.n_abilities; ++i)
    if (d.abilities[i].timing == timing::kComplete) return i;
  return -1;
}

// TCG-BUILD-7: may this ready Mission be completed now (a condition its text sets)?
bool may_complete(const TcgState& g, CardId c) {
  const int i = mission_text(g, c);
  if (i < 0) return true;
  const Ability& a = TcgState::card_def(g.cards[c].def).abilities[i];
  return !a.condition || a.condition(g, c);
}

// TCG-BUILD-7: reveal it, carry out its text, then discard it. The text is
// an ability frame pushed over the build step; the card waits in the
// discard pile meanwhile (nothing reads it there).
void complete_mission(TcgState& g, int seat, CardId c, EventLog* log) {
  g.move(c, zone::kDiscard);
  TCG_LOG(g, log, "complete", seat, g.seat_name(seat) + " completes " + g.card_label(c) + ".");
  const int i = mission_text(g, c);
  if (i >= 0) engine::push_ability(g, c, i, seat, -1);
}

// A unit deployed from the build zone: "when you deploy" triggers.
void deployed(TcgState& g, Frame& f, CardId c, EventLog* log) {
  g.to_arena(c, log);
  raise_for(g, f, evt::kDeployed, g.cards[c].controller, c);
}

}  // namespace

// Step 0: the build step starts: its owner's "when your build step starts"
// triggers (the step-start frame, step_start.cpp; later rules: with its draw,
// TCG2-DRAW-1/2, and the draw-step triggers, TCG2-DRAW-3); step 1: the actions.
StepResult run_build(TcgState& g, Frame& f, EventLog*) {
  if (f.step == 0) {
    f.step = 1;
    g.stack.push(start_frame(f.seat, g.opts.later ? start_mode::kLaterBuild : start_mode::kBuild));
    return StepResult::Continue;
  }
  consume_raised(g, f);  // a "deployed" event it raised
  return StepResult::Wait;
}

void legal_build(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  const int points = g.seat_info[seat].build_points;
  // TCG-BUILD-2 (T3, V1): starting needs a point and takes at least 1 counter.
  for (CardId c : g.zone_of(seat, zone::kHand)) {
    if (!buildable(g, c)) continue;
    for (int n = 1; n <= points; ++n) out.push_back(make_action(vb::kStart, c, n));
    // TCG2-BUILD-3 (later rules): pay the full cost and deploy or complete at once.
    if (g.opts.later && g.cost(c) <= points &&
        (g.is_unit_card(c) ? !person_taken(g, seat, c) : g.fx(c).type == kMission && may_complete(g, c)))
      out.push_back(make_action(vb::kBuildNow, c));
  }
  for (CardId c : g.zone_of(seat, zn::kBuild)) {
    if (g.face_down(c)) {
      for (int n = 1; n <= points; ++n) out.push_back(make_action(vb::kAdd, c, n));  // TCG-BUILD-3/4
      if (g.ready_to_deploy(c)) {
        if (g.is_unit_card(c) && !person_taken(g, seat, c)) {
          out.push_back(make_action(vb::kDeploy, c));  // TCG-BUILD-6
          if (g.opts.later) out.push_back(make_action(vb::kHold, c));  // TCG2-BUILD-5
        }
        if (g.fx(c).type == kMission && may_complete(g, c)) out.push_back(make_action(vb::kComplete, c));  // TCG-BUILD-7
      }
      const CardId u = g.person_unit(seat, c);
      if (u != kNoCard) {  // TCG-STACK-5/6
        if (stack_ready(g, c, u, true)) out.push_back(make_action(vb::kOnTop, c));
        if (stack_ready(g, c, u, false)) out.push_back(make_action(vb::kBeneath, c));
      }
    } else if (g.retreated(c) && !person_taken(g, seat, c)) {
      out.push_back(make_action(vb::kReturn, c));  // TCG-BUILD-8
    }
  }
  add_later_build_actions(g, seat, out);  // TCG2-BUILD-2/4: Locations, Equipment, Pilots (later_sets.h)
  for (CardId x : g.zone_of(seat, zn::kStacked))  // TCG-STACK-8
    if (reorganize_cost(g, x) <= points) out.push_back(make_action(vb::kReorganize, x));
  // TCG-BUILD-1g, TCG-ABIL-4: abilities "(Your build step only.)" of its units in the arenas.
  engine::add_use_actions(g, seat, kind_bit(AbilityKind::Activated), -1, timing::kBuildStep, out);
  out.push_back(make_action(vb::kDone));
}

void apply_build(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const CardId c = card_of(a);
  const int n = arg_of(a);
  TcgSeat& me = g.seat_info[seat];
  switch (verb_of(a)) {
    case vb::kStart:
      g.move(c, zn::kBuild);
      g.extra[c].counters = static_cast<int16_t>(n);
      me.build_points = static_cast<int8_t>(me.build_points - n);
      // The opponent learns only that a card was started with n counters (TCG-BUILD-5).
      if (log)
        log->add_private("build", seat, 1u << seat, g.seat_name(seat) + " starts a card with " + counters(n) + ".",
                         g.seat_name(seat) + " starts " + g.card_label(c) + " with " + counters(n) + ".");
      return;
    case vb::kAdd:
      g.extra[c].counters = static_cast<int16_t>(g.extra[c].counters + n);
      me.build_points = static_cast<int8_t>(me.build_points - n);
      TCG_LOG(g, log, "build", seat, g.seat_name(seat) + " adds " + counters(n) + " to a card.");
      return;
    case vb::kDeploy:  // TCG-BUILD-6: turn it face up, remove its counters, into its arena
      deployed(g, f, c, log);
      return;
    case vb::kComplete:  // TCG-BUILD-7: reveal, its text, discard
      complete_mission(g, seat, c, log);
      return;
    case act::kUse:  // TCG-PLAY-8: a build-step ability, no window
      engine::mark_use(g, c, n, -1);
      engine::push_ability(g, c, n, seat, -1);
      return;
    case vb::kReturn:  // TCG-BUILD-8: back into its arena with its damage counters
      g.to_arena(c, log);
      return;
    case vb::kOnTop:
    case vb::kBeneath:  // TCG-STACK-5/6: face up onto its person's stack, counters removed
      g.stack_onto(c, g.person_unit(seat, c), verb_of(a) == vb::kOnTop, log);
      return;
    case vb::kHold:  // TCG2-BUILD-5, OQ-TCG2-04: face up in the build zone, as a retreated unit
      g.extra[c].counters = 0;
      g.extra[c].retreated = true;
      TCG_LOG(g, log, "deploy", seat, g.card_label(c) + " is deployed and stays in the build zone.");
      return;
    case vb::kBuildNow:  // TCG2-BUILD-3: no counters stay on it
      me.build_points = static_cast<int8_t>(me.build_points - g.cost(c));
      if (g.is_unit_card(c)) deployed(g, f, c, log);
      else complete_mission(g, seat, c, log);
      return;
    case vb::kReorganize:  // TCG-STACK-8
      me.build_points = static_cast<int8_t>(me.build_points - reorganize_cost(g, c));
      g.make_top(c, log);
      return;
    case vb::kDone:
      me.build_points = 0;  // TCG-CMD-6
      g.stack.pop();
      return;
    default:
      (void)apply_later_build(g, f, seat, a, log);
      return;
  }
}

std::string prompt_build(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  return "Your build step: " + std::to_string(g.seat_info[seat].build_points) +
         " build points. Start or add to cards, deploy or complete ready ones, send retreated units back, or end the step.";
}

StepResult run_retreat(TcgState&, Frame&, EventLog*) { return StepResult::Wait; }

void legal_retreat(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  for (CardId c : g.zone_of(seat, zone::kPlay))  // TCG-RETREAT-1: untapped only; TCG-GEN-3: "can't" (st::kNoRetreat) wins
    if (!g.cards[c].exhausted && engine::stat(g, c, st::kNoRetreat) <= 0) out.push_back(make_action(vb::kRetreat, c));
  out.push_back(make_action(vb::kDone));
}

void apply_retreat(TcgState& g, Frame&, int seat, Action a, EventLog* log) {
  if (verb_of(a) == vb::kDone) {
    g.stack.pop();
    return;
  }
  (void)seat;
  g.retreat_unit(card_of(a), log);  // TCG-RETREAT-1: tap it and move it face up into the build zone
}

std::string prompt_retreat(const TcgState&, const Frame& f, int seat) {
  return seat == f.seat ? "Your retreat step: retreat any untapped units, then end the step." : "";
}

}  // namespace sw::tcg::flow
