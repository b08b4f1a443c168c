// Setup (LCG-SETUP): objective selection, the opening hand and the
// mulligan, revealing objectives (Dark Side first), then the first turn.
#include "lcg/flow/flow.h"

namespace sw::lcg {
namespace {

// Steps: 0 deal; 1 keep 3 of 4 objectives (every seat at once, secret);
// 2 mulligan (v[0] = index in dark_first order); 3 reveal (v[0] = index);
// 4 start the game.
enum : uint8_t { kDeal, kChoose, kMulligan, kReveal, kBegin, kSteps };

// The objectives of `seat` waiting in the set-aside zone to be kept or
// revealed (other set-aside cards stay there: Death Star II, MP-JT-3).
int waiting_objectives(const LcgState& g, int seat, CardId* last = nullptr) {
  int n = 0;
  for (CardId c : g.zone_of(seat, zn::kSetAside))
    if (g.fx(c).type == kObjective) {
      ++n;
      if (last) *last = c;
    }
  return n;
}

// The Hunt for Skywalker (MP-HFS-5): the solo Light Side player places its
// nine objectives face down in the pyramid, one position after another from
// the top; it chooses which objective goes where (it may look at them).
bool places_pyramid(const LcgState& g, int seat) { return g.mode == mode::kHunt && g.solo(seat); }
int next_position(const LcgState& g, int seat) {
  int n = 0;
  for (CardId c : g.zone_of(seat, zone::kPlay)) n += g.type(c) == kObjective;
  return n;
}
void place(LcgState& g, int seat, CardId o, EventLog* log) {
  const int p = next_position(g, seat);
  g.move_card(o, zone::kPlay);
  g.extra[o].face_down = true;
  g.extra[o].pos = static_cast<int8_t>(p);
  LCG_LOG(g, log, "setup", seat, g.seat_name(seat) + " places an objective face down at position " + std::to_string(p + 1) + " of the pyramid.");
}

void draw_hand(LcgState& g, int seat) {
  for (int i = 0; i < 6 && !g.zone_of(seat, zone::kDeck).empty(); ++i)  // LCG-SETUP-9
    g.move_card(g.zone_of(seat, zone::kDeck).top(), zone::kHand);
}

StepResult run_setup(LcgState& g, Frame& f, EventLog* log) {
  take_raised(g, f);
  const std::vector<int> order = dark_first(g);
  switch (f.step) {
    case kDeal:
      for (int s = 0; s < g.seats; ++s) {
        // LCG-SETUP-8: the top 4 objectives, privately.
        for (int i = 0; i < 4 && !g.zone_of(s, zn::kObjDeck).empty(); ++i)
          g.move_card(g.zone_of(s, zn::kObjDeck).top(), zn::kSetAside);
        draw_hand(g, s);
      }
      LCG_LOG(g, log, "setup", -1, "Each player draws 4 objectives and 6 cards.");
      f.step = kChoose;
      return StepResult::Continue;
    case kChoose:
      for (int s = 0; s < g.seats; ++s)
        if (waiting_objectives(g, s) > 3 && !places_pyramid(g, s)) return StepResult::Wait;
      f.step = kMulligan;
      f.v[0] = 0;
      return StepResult::Continue;
    case kMulligan:
      // LCG-MULLIGAN-1, OQ-6: the Dark Side decides first.
      while (f.v[0] < static_cast<int>(order.size()) &&
             (!g.mulligan_rule || g.seat_info[order[static_cast<size_t>(f.v[0])]].mulligan_done))
        ++f.v[0];
      if (f.v[0] < static_cast<int>(order.size())) {
        f.seat = static_cast<int8_t>(order[static_cast<size_t>(f.v[0])]);
        return StepResult::Wait;
      }
      f.step = kReveal;
      f.v[0] = 0;
      return StepResult::Continue;
    case kReveal: {
      // LCG-SETUP-10: the Dark Side reveals its three one at a time, in an
      // order it chooses, each resolving before the next; then the Light Side.
      while (f.v[0] < static_cast<int>(order.size()) && waiting_objectives(g, order[static_cast<size_t>(f.v[0])]) == 0)
        ++f.v[0];
      if (f.v[0] >= static_cast<int>(order.size())) {
        f.step = kBegin;
        return StepResult::Continue;
      }
      const int s = order[static_cast<size_t>(f.v[0])];
      f.seat = static_cast<int8_t>(s);
      CardId o = kNoCard;
      if (waiting_objectives(g, s, &o) >= 2) return StepResult::Wait;
      if (places_pyramid(g, s)) {
        place(g, s, o, log);
        return StepResult::Continue;
      }
      LCG_LOG(g, log, "reveal", s, g.seat_name(s) + " reveals " + g.fx(o).name + ".");
      raise_then(g, f, make_event(ev::kEnterPlay, s, o, o), kReveal);
      return StepResult::Continue;
    }
    default: {
      g.stack.pop();
      push_turn(g, order.front(), Phase::Balance);  // LCG-TURN-1: the Dark Side begins
      return StepResult::Continue;
    }
  }
}

void legal_setup(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (f.step == kChoose) {
    if (waiting_objectives(g, seat) > 3 && !places_pyramid(g, seat))
      for (CardId o : g.zone_of(seat, zn::kSetAside))
        if (g.fx(o).type == kObjective) out.push_back(make_action(vb::kBottom, o));
    return;
  }
  if (seat != f.seat) return;
  if (f.step == kMulligan) {
    out.push_back(make_action(vb::kMulligan));
    out.push_back(make_action(vb::kKeep));
  } else if (f.step == kReveal) {
    for (CardId o : g.zone_of(seat, zn::kSetAside))
      if (g.fx(o).type == kObjective) out.push_back(make_action(vb::kReveal, o));
  }
}

void apply_setup(LcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const int verb = verb_of(a);
  if (verb == vb::kBottom) {  // LCG-SETUP-8: the fourth goes to the bottom
    g.move_card(card_of(a), zn::kObjDeck);
    LCG_LOG(g, log, "setup", seat, g.seat_name(seat) + " keeps 3 objectives.");
    return;
  }
  if (verb == vb::kMulligan || verb == vb::kKeep) {
    g.seat_info[seat].mulligan_done = true;
    if (verb == vb::kMulligan) {  // LCG-MULLIGAN-1: shuffle back, draw 6 anew (kept)
      while (!g.zone_of(seat, zone::kHand).empty()) g.move_card(g.zone_of(seat, zone::kHand).top(), zone::kDeck);
      auto& deck = g.zone_of(seat, zone::kDeck).cards;
      for (int i = deck.size() - 1; i > 0; --i) {
        int j = static_cast<int>(g.rng.below(static_cast<uint32_t>(i + 1)));
        std::swap(deck[i], deck[j]);
      }
      draw_hand(g, seat);
      LCG_LOG(g, log, "mulligan", seat, g.seat_name(seat) + " takes a mulligan and draws 6 new cards.");
    } else {
      LCG_LOG(g, log, "mulligan", seat, g.seat_name(seat) + " keeps the opening hand.");
    }
    ++f.v[0];
    return;
  }
  if (verb == vb::kReveal && places_pyramid(g, seat)) {
    place(g, seat, card_of(a), log);
    return;
  }
  if (verb == vb::kReveal) {
    CardId o = card_of(a);
    LCG_LOG(g, log, "reveal", seat, g.seat_name(seat) + " reveals " + g.fx(o).name + ".");
    raise_then(g, f, make_event(ev::kEnterPlay, seat, o, o), kReveal);
  }
}

std::string prompt_setup(const LcgState& g, const Frame& f, int seat) {
  if (f.step == kChoose)
    return waiting_objectives(g, seat) > 3 && !places_pyramid(g, seat) ? "Setup: choose the objective to put at the bottom of your objective deck (you keep the other 3)." : "";
  if (seat != f.seat) return "";
  if (f.step == kMulligan) return "Setup: keep your opening hand, or take the one mulligan (6 new cards)?";
  if (f.step == kReveal && places_pyramid(g, seat))
    return "Setup: choose the objective to place face down at position " + std::to_string(next_position(g, seat) + 1) +
           " of the pyramid (positions from the top row, left to right).";
  if (f.step == kReveal) return "Setup: choose which of your objectives to reveal next.";
  return "";
}

void peek_setup(const LcgState&, const Frame&, int, std::vector<CardId>&) {}

}  // namespace

const FrameKindDef<LcgState> kSetupKind = {"setup", kSteps, run_setup, legal_setup, apply_setup, prompt_setup,
                                           peek_setup, nullptr, nullptr, false};

}  // namespace sw::lcg
