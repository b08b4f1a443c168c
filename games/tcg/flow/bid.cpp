// Contested uniques and bidding (TCG-BID): when both players have units of
// one unique person in arenas, they bid Force for it at the start of the
// Battle phase. The Dark Side picks the order of several contests; in each,
// the Dark Side then the Light Side raise or pass until two passes in a row;
// bid + the top card's cost + 1 per card beneath is the score, the Dark Side
// wins ties; the winner pays its bid, the loser's unit retreats.
#include <algorithm>
#include <string>
#include "tcg/flow/flow.h"

namespace sw::tcg::flow {

namespace {
// Calls f(contest) for each pair of one person in both sides' arenas
// (TCG-BID-1) until f returns true; returns whether one did.
template <class F>
bool scan_contests(const TcgState& g, F&& f) {
  const int ds = g.first_seat(), ls = g.second_seat();
  for (CardId d : g.zone_of(ds, zone::kPlay))
    for (CardId l : g.zone_of(ls, zone::kPlay))
      if (g.same_person(d, l) && f(Contest{d, l})) return true;
  return false;
}
}  // namespace

std::vector<Contest> contests(const TcgState& g) {
  std::vector<Contest> out;
  scan_contests(g, [&](const Contest& c) {
    out.push_back(c);
    return false;
  });
  return out;
}

bool any_contest(const TcgState& g) {
  return scan_contests(g, [](const Contest&) { return true; });
}

bool push_bidding(TcgState& g) {
  if (!any_contest(g)) return false;
  g.stack.push(make_frame(fk::kBid, g.first_seat(), bid_step::kPick));
  return true;
}

namespace {

int score(const TcgState& g, CardId unit, int bid) { return bid + g.cost(unit) + g.under_count(unit); }  // TCG-BID-5

void begin(Frame& f, const Contest& c) {
  f.v[0] = c.dark;
  f.v[1] = c.light;
  f.v[2] = f.v[3] = 0;
  f.step = bid_step::kBid;
}

}  // namespace

StepResult run_bid(TcgState& g, Frame& f, EventLog* log) {
  if (f.step != bid_step::kPick) return StepResult::Wait;
  const std::vector<Contest> all = contests(g);
  if (all.empty()) {
    g.stack.pop();
    return StepResult::Continue;
  }
  if (all.size() > 1) {  // TCG-BID-3: the Dark Side chooses which contest comes next
    f.seat = static_cast<int8_t>(g.first_seat());
    return StepResult::Wait;
  }
  begin(f, all[0]);
  f.seat = static_cast<int8_t>(g.first_seat());  // TCG-BID-4: the Dark Side first
  TCG_LOG(g, log, "bid", -1, g.card_label(all[0].dark) + " is contested: the players bid Force for it.");
  return StepResult::Wait;
}

void legal_bid(const TcgState& g, const Frame& f, int seat, std::vector<Action>& out) {
  if (seat != f.seat) return;
  if (f.step == bid_step::kPick) {
    for (const Contest& c : contests(g)) out.push_back(make_action(vb::kContest, c.dark));
    return;
  }
  // TCG-BID-4, OQ-TCG-25: a raise sets the own bid higher, at most the Force pool.
  const int mine = seat == g.first_seat() ? f.v[2] : f.v[3];
  const int force = std::min<int>(g.seat_info[seat].force, 255);
  for (int n = mine + 1; n <= force; ++n) out.push_back(make_action(vb::kBid, kNoCard, n));
  out.push_back(make_action(vb::kNoRaise));
}

void apply_bid(TcgState& g, Frame& f, int seat, Action a, EventLog* log) {
  const int verb = verb_of(a);
  if (verb == vb::kContest) {
    for (const Contest& c : contests(g))
      if (c.dark == card_of(a)) begin(f, c);
    f.seat = static_cast<int8_t>(g.first_seat());
    return;
  }
  const bool dark = seat == g.first_seat();
  if (verb == vb::kBid) {
    (dark ? f.v[2] : f.v[3]) = arg_of(a);
    TCG_LOG(g, log, "bid", seat, g.seat_name(seat) + " bids " + std::to_string(arg_of(a)) + " Force.");
    f.step = bid_step::kBid;
    f.seat = static_cast<int8_t>(g.opponent_of(seat));
    return;
  }
  // A pass: after the other player's pass, the auction ends (TCG-BID-4).
  TCG_LOG(g, log, "bid", seat, g.seat_name(seat) + " passes.");
  if (f.step == bid_step::kBid) {
    f.step = bid_step::kPassed;
    f.seat = static_cast<int8_t>(g.opponent_of(seat));
    return;
  }
  const CardId d = static_cast<CardId>(f.v[0]), l = static_cast<CardId>(f.v[1]);
  const int ds = g.first_seat(), ls = g.second_seat();
  const bool dark_wins = score(g, d, f.v[2]) >= score(g, l, f.v[3]);  // TCG-BID-5: ties to the Dark Side
  const int winner = dark_wins ? ds : ls;
  const CardId loser_unit = dark_wins ? l : d;
  // TCG-BID-6: the winner pays its bid; the loser's unit retreats, tapped (OQ-TCG-26).
  g.seat_info[winner].force = static_cast<int16_t>(g.seat_info[winner].force - (dark_wins ? f.v[2] : f.v[3]));
  g.cards[loser_unit].exhausted = true;
  g.move(loser_unit, zn::kBuild);
  g.extra[loser_unit].retreated = true;
  TCG_LOG(g, log, "bid", winner,
          g.seat_name(winner) + " wins the contest and pays " + std::to_string(dark_wins ? f.v[2] : f.v[3]) + " Force; " +
              g.card_label(loser_unit) + " retreats.");
  f.step = bid_step::kPick;
  f.v[0] = f.v[1] = f.v[2] = f.v[3] = 0;
}

std::string prompt_bid(const TcgState& g, const Frame& f, int seat) {
  if (seat != f.seat) return "";
  if (f.step == bid_step::kPick) return "Choose which contested unit is bid for next.";
  return "Bid Force for " + g.card_label(static_cast<CardId>(f.v[0])) + " (yours " +
         std::to_string(seat == g.first_seat() ? f.v[2] : f.v[3]) + ", theirs " +
         std::to_string(seat == g.first_seat() ? f.v[3] : f.v[2]) + "), or pass.";
}

}  // namespace sw::tcg::flow
