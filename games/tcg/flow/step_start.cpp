// The triggers of one side when a step of its own starts (fk::kBuildStart,
// f.seat = that side's seat):
//  - later rules, its build step starts (TCG2-DRAW-1/2): its draw is one of
//    these triggers; the player resolves them in the order it chooses and
//    need not draw first. "When your build step starts" abilities
//    (timing::kBuildStepStarts: Upkeep, Bounty, OQ-TCG2-03) and older cards'
//    draw-step ones (timing::kDrawStep, TCG2-DRAW-3) join it;
//  - 2002 rules, its build step starts: its "when your build step starts"
//    abilities only (no draw there, TCG-READY-4);
//  - 2002 rules, its part of the Ready phase's draw step (TCG-READY-4, the
//    Dark Side's part first): its draw-step abilities, then its draw.
// A trigger is an ability of one of the side's units in the arenas that was
// there when the step started (TcgCard::deployed up to v[2]); each resolves
// once (a Scope::Turn use record); a unit that left the arena meanwhile, or
// whose condition no longer holds, resolves nothing. The turn's draw raises
// evt::kDrawStepDraw for the card drawn (TCG2-DRAW-4).
//
// v[0] = the mode (start_mode::), v[1] bit 0 = the draw is done, v[2] = the
// deployment clock when the step started (-1 = not started yet), v[3] bit 8
// = an event it raised waits (raise_for).
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"

namespace sw::tcg::flow {

namespace {

struct Trigger {
  CardId card = kNoCard;
  int ability = -1;
};

bool admits(int mode, uint8_t tag) {
  switch (mode) {
    case start_mode::kLaterBuild: return tag == timing::kBuildStepStarts || tag == timing::kDrawStep;
    case start_mode::kBuild: return tag == timing::kBuildStepStarts;
    case start_mode::kDrawStep: return tag == timing::kDrawStep;
    default: return false;
  }
}

bool with_draw(int mode) { return mode == start_mode::kLaterBuild || mode == start_mode::kDrawStep; }

// Whether any card of the table has an ability of a start-of-step timing
// (none of AOTC's: the scan below then never runs; card_sets.h adds such cards).
bool any_start_trigger() {
  static const bool any = [] {
    for (int d = 0; d < TcgState::num_card_defs(); ++d) {
      const Card& c = TcgState::card_def(d);
      for (int i = 0; i < c.n_abilities; ++i)
        if (c.abilities[i].timing == timing::kBuildStepStarts || c.abilities[i].timing == timing::kDrawStep) return true;
    }
    return false;
  }();
  return any;
}

// The triggers still to resolve, by card then ability (a stable order).
std::vector<Trigger> waiting(const TcgState& g, const Frame& f) {
  std::vector<Trigger> out;
  if (!any_start_trigger()) return out;
  const uint32_t turn = g.current(Scope::Turn);
  for (CardId c : g.zone_of(f.seat, zone::kPlay)) {
    if (f.v[2] < 0 || g.extra[c].deployed > f.v[2]) continue;  // entered after the step started
    const Card& d = TcgState::card_def(g.cards[c].def);
    for (int i = 0; i < d.n_abilities; ++i) {
      const Ability& a = d.abilities[i];
      if (a.kind != AbilityKind::Activated || !admits(f.v[0], a.timing)) continue;
      if (g.uses_of(c, i, Scope::Turn, turn) > 0) continue;  // resolved already
      if (!engine::usable(g, c, i, f.seat, kind_bit(AbilityKind::Activated), -1, a.timing)) continue;
      out.push_back(Trigger{c, i});
    }
  }
  std::sort(out.begin(), out.end(),
            [](const Trigger& x, const Trigger& y) { return x.card != y.card ? x.card < y.card : x.ability < y.ability; });
  return out;
}

void resolve(TcgState& g, const Frame& f, Trigger t) {
  g.uses.push_back(Use{t.card, static_cast<int8_t>(t.ability), Scope::Turn, g.current(Scope::Turn)});
  engine::push_ability(g, t.card, t.ability, f.seat, -1);
}

// The side's draw of the turn; "when you draw a card during your draw step"
// triggers answer the card drawn (TCG2-DRAW-4). An empty deck: no draw (OQ-TCG-05).
void draw_now(TcgState& g, Frame& f, EventLog* log) {
  f.v[1] |= 1;
  const auto& deck = g.zone_of(f.seat, zone::kDeck);
  if (deck.empty()) return;
  const CardId c = deck.top();
  g.draw(f.seat, 1, log);
  raise_for(g, f, evt::kDrawStepDraw, f.seat, c);
}

}  // namespace

Frame start_frame(int seat, int mode) {
  Frame f = make_frame(fk::kBuildStart, seat);
  f.v[0] = mode;
  f.v[2] = -1;
  return f;
}

StepResult run_build_start(TcgState& g, Frame& f, EventLog* log) {
  consume_raised(g, f);
  if (f.v[2] < 0) f.v[2] = g.deploy_clock;  // the step starts now
  const std::vector<Trigger> left = waiting(g, f);
  const bool drawn = (f.v[1] & 1) != 0;
  if (f.v[0] == start_mode::kLaterBuild) {
    // TCG2-DRAW-2: the draw and the triggers in any order; alone, each needs no prompt.
    if (!drawn && left.empty()) {
      draw_now(g, f, log);
      return StepResult::Continue;
    }
    if (!drawn) return StepResult::Wait;
  }
  if (left.size() >= 2) return StepResult::Wait;
  if (left.size() == 1) {
    resolve(g, f, left[0]);
    return StepResult::Continue;
  }
  if (with_draw(f.v[0]) && !drawn) {  // the draw step: the draw after its triggers
    draw_now(g, f, log);
    return StepResult::Continue;
  }
  g.stack.pop();
  return StepResult::Continue;
}

void legal_build_start(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.v[0] == start_mode::kLaterBuild && !(f.v[1] & 1)) out.push_back(make_action(vb::kDrawCard));
  for (const Trigger& t : waiting(g, f)) out.push_back(make_action(act::kOrder, t.card, t.ability));
}

void apply_build_start(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  (void)seat;
  if (verb_of(a) == vb::kDrawCard) {
    draw_now(g, f, log);
    return;
  }
  if (verb_of(a) == act::kOrder) resolve(g, f, Trigger{card_of(a), arg_of(a)});
}

std::string prompt_build_start(const TcgState&, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  switch (f.v[0]) {
    case start_mode::kLaterBuild:
      return "Your build step starts: draw your card and resolve your other start-of-build-step triggers, in the order you choose.";
    case start_mode::kDrawStep: return "Your draw step: choose which of your draw-step triggers resolves next (then you draw).";
    default: return "Your build step starts: choose which of your start-of-build-step triggers resolves next.";
  }
}

std::string label_build_start(const TcgState& g, const Frame&, Action a) {
  if (verb_of(a) == vb::kDrawCard) return "Draw your card for the turn";
  if (verb_of(a) != act::kOrder || !g.valid_card(card_of(a))) return "";
  const Card& d = TcgState::card_def(g.cards[card_of(a)].def);
  const int i = arg_of(a);
  if (i < 0 || i >= d.n_abilities) return "";
  const char* t = d.abilities[i].text;
  return "Resolve next: " + g.card_label(card_of(a)) + (t[0] ? std::string(": ") + t : std::string());
}

// The frame alone (the core's loader calls it before the TCG's own fields
// are loaded; tcg_game.cpp's check_frames checks the mode against the rules
// option and v[2] against the deployment clock).
bool valid_build_start(const TcgState& g, const Frame& f) {
  if (f.seat < 0 || f.seat >= g.seats || (f.v[1] & ~1) != 0 || (f.v[3] & ~256) != 0 || f.v[2] < -1) return false;
  if (f.v[0] == start_mode::kBuild) return !(f.v[1] & 1);
  return f.v[0] == start_mode::kLaterBuild || f.v[0] == start_mode::kDrawStep;
}

}  // namespace sw::tcg::flow
