// Setup (TCG-SETUP): the opening hands are dealt by new_state; this frame runs
// the mulligans (Dark Side first, once each, Mission and Battle cards only)
// and the setup deployment (Dark Side first, alternating until exceeding the
// other side's total, up to 30 points, a card drawn per card sent, the
// partial build to finish). The quick-play variant (TCG-SETUP-12) runs the
// same deployment from a hand of all the deck's units, without draws or a
// partial build, and sets aside the units not picked.
#include <string>
#include "tcg/flow/flow.h"

namespace sw::tcg::flow {

namespace {

inline constexpr int kSetupCap = 30;  // TCG-SETUP-7

bool mulligan_card(const TcgState& g, CardId c) {
  const CardType t = g.fx(c).type;
  return t == kBattle || t == kMission;  // TCG-SETUP-3: units cannot be mulliganed
}

bool any_mulligan_card(const TcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (mulligan_card(g, c)) return true;
  return false;
}

// TCG-STACK-10: what stacking `c` adds to the setup total: 1 beneath; on
// top its cost in place of the old top's, +1 for the old top now beneath.
int stack_delta(const TcgState& g, CardId c, CardId unit, bool on_top) {
  return on_top ? g.cost(c) - g.cost(unit) + 1 : 1;
}

// TCG-STACK-9/11: a unique of a person the seat already has in battle must
// be stacked with it (a different version); below the top's cost only beneath.
bool can_stack(const TcgState& g, int seat, CardId c, bool on_top) {
  if (!g.is_unit_card(c)) return false;
  const CardId u = g.person_unit(seat, c);
  if (u == kNoCard || !g.may_stack(c, u)) return false;
  if (on_top && g.cost(c) < g.cost(u)) return false;
  return g.seat_info[seat].setup_total + stack_delta(g, c, u, on_top) <= kSetupCap;
}

bool can_send(const TcgState& g, int seat, CardId c) {
  return g.is_unit_card(c) && g.seat_info[seat].setup_total + g.cost(c) <= kSetupCap && g.person_unit(seat, c) == kNoCard;
}

bool any_send(const TcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (can_send(g, seat, c) || can_stack(g, seat, c, true) || can_stack(g, seat, c, false)) return true;
  return false;
}

// OQ-TCG-03: a unit or a Mission may be the partly built card, never a Battle
// card; none in quick play (TCG-SETUP-12: units in play only).
// Locations and Equipment are buildable under the later rules only (TCG2-BUILD-1).
bool can_partial(const TcgState& g, CardId c) {
  const CardType t = g.fx(c).type;
  return t != kBattle && !g.opts.quick && (g.opts.later || (t != kLocation && t != kEquipment));
}

// TCG-SETUP-5: a card drawn per card sent; in quick play nothing is drawn
// (TCG-SETUP-12: the units picked are all there is).
void replacement_draw(TcgState& g, int seat, EventLog* log) {
  if (!g.opts.quick) g.draw(seat, 1, log);
}

bool any_partial(const TcgState& g, int seat) {
  for (CardId c : g.zone_of(seat, zone::kHand))
    if (can_partial(g, c)) return true;
  return false;
}

// Who deploys next after `p` acted (TCG-SETUP-8): `p` goes on until its total
// exceeds the opponent's; a seat that is done drops out and the other goes on.
int next_deployer(const TcgState& g, int p) {
  const int o = g.opponent_of(p);
  const TcgSeat& me = g.seat_info[p];
  const TcgSeat& them = g.seat_info[o];
  if (me.setup_done) return them.setup_done ? -1 : o;
  if (them.setup_done) return p;
  return me.setup_total > them.setup_total ? o : p;
}

}  // namespace

StepResult run_setup(TcgState& g, Frame& f, EventLog* log) {
  if (f.step == setup_step::kMulligan) {
    // TCG-SETUP-3: DS decides first, then LS; a hand without Mission or
    // Battle cards has nothing to choose (a 0-card mulligan).
    for (int s : {g.first_seat(), g.second_seat()}) {
      if (g.seat_info[s].mulligan_done) continue;
      if (!any_mulligan_card(g, s) && !(f.seat == s && f.v[0] > 0)) {
        g.seat_info[s].mulligan_done = true;
        continue;
      }
      f.seat = static_cast<int8_t>(s);
      return StepResult::Wait;
    }
    f.step = setup_step::kDeploy;
    f.seat = static_cast<int8_t>(g.first_seat());  // TCG-SETUP-8 (1)
    f.v[0] = 0;
    TCG_LOG(g, log, "setup", -1, "Setup deployment: the Dark Side sends the first unit.");
    return StepResult::Continue;
  }
  // Deployment.
  for (int guard = 0; guard < 4; ++guard) {
    const int p = f.seat;
    if (p < 0) break;
    TcgSeat& me = g.seat_info[p];
    if (!me.setup_done && !any_send(g, p) && !any_partial(g, p)) {
      me.setup_done = true;  // OQ-TCG-04: nothing can be sent; this seat's setup ends here
      TCG_LOG(g, log, "setup", p, g.seat_name(p) + " can send nothing more: its setup ends at " + std::to_string(me.setup_total) + ".");
    }
    if (!me.setup_done) return StepResult::Wait;
    f.seat = static_cast<int8_t>(next_deployer(g, p));
  }
  // TCG-SETUP-12: the units not picked leave the game.
  for (int p = 0; p < 2 && g.opts.quick; ++p) {
    const int n = g.zone_of(p, zone::kHand).size();
    while (!g.zone_of(p, zone::kHand).empty()) g.move(g.zone_of(p, zone::kHand).top(), zn::kAside);
    if (n > 0) TCG_LOG(g, log, "setup", p, g.seat_name(p) + " sets aside " + std::to_string(n) + (n == 1 ? " unit" : " units") + " not picked.");
  }
  // TCG-SETUP-11: both are done; turn 1 begins.
  g.stack.pop();
  g.stack.push(make_frame(fk::kTurn, g.first_seat(), turn_step::kReady));
  return StepResult::Continue;
}

void legal_setup(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == setup_step::kMulligan) {
    for (CardId c : g.zone_of(seat, zone::kHand))
      if (mulligan_card(g, c)) out.push_back(make_action(vb::kMulligan, c));
    out.push_back(make_action(vb::kKeep));
    return;
  }
  const bool send = any_send(g, seat);
  for (CardId c : g.zone_of(seat, zone::kHand)) {
    if (can_send(g, seat, c)) out.push_back(make_action(vb::kSend, c));
    if (can_stack(g, seat, c, true)) out.push_back(make_action(vb::kOnTop, c));
    if (can_stack(g, seat, c, false)) out.push_back(make_action(vb::kBeneath, c));
    if (can_partial(g, c)) out.push_back(make_action(vb::kPartial, c));
  }
  if (!send) out.push_back(make_action(vb::kStop));  // OQ-TCG-04
}

void apply_setup(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const int verb = verb_of(a);
  const CardId c = card_of(a);
  TcgSeat& me = g.seat_info[seat];
  if (verb == vb::kMulligan) {  // TCG-SETUP-3: discard now, draw as many at the end
    g.move(c, zone::kDiscard);
    ++f.v[0];
    TCG_LOG(g, log, "mulligan", seat, g.seat_name(seat) + " mulligans " + g.card_label(c) + ".");
    return;
  }
  if (verb == vb::kKeep) {
    g.draw(seat, f.v[0], log);
    f.v[0] = 0;
    me.mulligan_done = true;
    return;
  }
  if (verb == vb::kSend) {  // TCG-SETUP-4, TCG-SETUP-5
    me.setup_total = static_cast<int8_t>(me.setup_total + g.cost(c));
    g.to_arena(c, log);
    replacement_draw(g, seat, log);
    if (me.setup_total >= kSetupCap) me.setup_done = true;  // TCG-SETUP-8 (5)
  } else if (verb == vb::kOnTop || verb == vb::kBeneath) {  // TCG-STACK-9/10, TCG-SETUP-5: a card is drawn
    const CardId u = g.person_unit(seat, c);
    const bool on_top = verb == vb::kOnTop;
    me.setup_total = static_cast<int8_t>(me.setup_total + stack_delta(g, c, u, on_top));
    g.stack_onto(c, u, on_top, log);
    replacement_draw(g, seat, log);
    if (me.setup_total >= kSetupCap) me.setup_done = true;
  } else if (verb == vb::kPartial) {  // TCG-SETUP-9 (T8): shown, counters = 30 - total, draw
    g.move(c, zn::kBuild);
    g.extra[c].counters = static_cast<int16_t>(kSetupCap - me.setup_total);
    g.extra[c].revealed = true;
    TCG_LOG(g, log, "partial", seat,
            g.seat_name(seat) + " starts " + g.card_label(c) + " with " + std::to_string(g.extra[c].counters) + " build counters.");
    me.setup_total = kSetupCap;
    me.setup_done = true;
    g.draw(seat, 1, log);
  } else if (verb == vb::kStop) {
    me.setup_done = true;
    TCG_LOG(g, log, "setup", seat, g.seat_name(seat) + " ends its setup at " + std::to_string(me.setup_total) + ".");
  }
  const int next = next_deployer(g, seat);
  f.seat = static_cast<int8_t>(next < 0 ? seat : next);
}

std::string prompt_setup(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == setup_step::kMulligan) return "Mulligan: discard any Mission and Battle cards to draw as many, then keep.";
  if (g.opts.quick)
    return "Quick play: pick a unit of your deck to play with (total " + std::to_string(g.seat_info[seat].setup_total) + " of 30).";
  return "Setup: send a unit into battle (total " + std::to_string(g.seat_info[seat].setup_total) +
         " of 30), or finish with a partly built card.";
}

}  // namespace sw::tcg::flow
