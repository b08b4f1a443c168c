// Fully Armed (Jerjerrod's Task event, D01 56): "Play only if Death Star II
// is in play. Cannot be canceled or copied by light side card effects.
// Action: Eliminate a target player from the game and place his affiliation
// card under the Death Star II. (Cards he controls are discarded.)" (C10: the
// way the Dark Side eliminates Light Side players.) The target is an
// opponent still in the game, named by its affiliation card (wherever it is:
// Death Star II may hold it already); "cannot be canceled by light side card
// effects" is the rule mark jtk::kNoLightCancel (LcgState::may_use). An
// eliminated player takes no more part: its cards in play are discarded, its
// turns and choices are skipped (rulings).
#include "lcg/cards/scripts.h"
namespace sw::lcg {
namespace {

bool death_star_ii_yours(const LcgState& g, CardId self) { return death_star_ii_of(g, g.cards[self].owner) != kNoCard; }

bool target_ok(const LcgState& g, int by, int seat) {
  return seat >= 0 && seat < g.seats && g.enemies(seat, by) && !g.seat_info[seat].eliminated;
}

StepResult run(LcgState& g, Frame& f, EventLog*) {
  if (f.step == 0)
    for (int s = 0; s < g.seats; ++s)
      if (target_ok(g, f.seat, s) && affiliation_anywhere(g, s) != kNoCard) return StepResult::Wait;
  g.stack.pop();
  return StepResult::Continue;
}

void legal(const LcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat || f.step != 0) return;
  for (int s = 0; s < g.seats; ++s)
    if (target_ok(g, seat, s) && affiliation_anywhere(g, s) != kNoCard) out.push_back(make_action(vb::kChoose, affiliation_anywhere(g, s)));
}

void apply(LcgState& g, Frame& f, int, Action a, EventLog* log) {
  f.step = 1;
  eliminate_player(g, g.cards[card_of(a)].owner, log);
}

std::string prompt(const LcgState&, const Frame& f, int seat) {
  return seat == f.seat && f.step == 0 ? "Fully Armed: choose the player to eliminate (by affiliation card)." : "";
}

}  // namespace

// The player leaves the game: its affiliation card goes under Death Star II,
// the cards it controls in play are discarded (attachments with their hosts).
void eliminate_player(LcgState& g, int seat, EventLog* log) {
  if (seat < 0 || seat >= g.seats || g.seat_info[seat].eliminated) return;
  g.seat_info[seat].eliminated = true;
  LCG_LOG(g, log, "eliminate", seat, "The " + g.seat_name(seat) + " is eliminated from the game.");
  collect_affiliation(g, seat, log);
  std::vector<CardId> mine;
  for (CardId c : g.zone_of(seat, zone::kPlay)) mine.push_back(c);
  for (CardId c : mine) {
    if (!g.in_play(c) || g.controller_of(c) != seat) continue;
    g.leave_play_cleanup(c, log);
    g.move_card(c, zone::kDiscard, true);
  }
  g.board_changed();
}

const FrameKindDef<LcgState> fully_armed_script = {"fully-armed", 2, run, legal, apply, prompt, nullptr, nullptr, nullptr, true};

Card fully_armed(Card c) {
  c.text = "Play only if Death Star II is in play. Cannot be canceled or copied by Light Side card effects. Action: "
           "eliminate a target player from the game and put his affiliation card under Death Star II (the cards he "
           "controls are discarded).";
  return c.with(Ability::keyword_ability(jtk::kNoLightCancel, 1).says("Cannot be canceled or copied by Light Side card effects."))
      .with(Ability::action()
                .play_from_hand()
                .paid_by(fk::kPay, -1)
                .only_if(death_star_ii_yours)
                .scripted(script_kind(sc::fully_armed))
                .says("Action: (only while Death Star II is in play) eliminate a target player from the game and put his "
                      "affiliation card under Death Star II; the cards he controls are discarded."));
}
}  // namespace sw::lcg
