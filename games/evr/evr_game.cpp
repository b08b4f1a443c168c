// The Game object (metadata, options) and the action plumbing of EvrMatch.
#include "evr/evr_game.h"
#include "evr/effects.h"
#include "evr/match_state.h"

namespace sw {
namespace evr {

namespace {

class EvrGame : public Game {
 public:
  EvrGame() {
    info_.id = "evr";
    info_.name = "Star Wars: Empire vs Rebellion";
    info_.min_players = 2;
    info_.max_players = 2;
    info_.hidden_information = true;
    info_.chance = true;
    info_.teams = false;
    info_.rules_version = "shared/rules/evr.md";
    info_.options = {
        {"variant", "\"full\": the whole game to 7 VP; \"learning\": one struggle for Escape from Tatooine", "full",
         {"full", "learning"}},
        {"rebelSeat", "seat that plays the Rebels: 0, 1, or -1 for random (OQ-EVR-02)", -1, {-1, 0, 1}},
        {"characters", "\"choose\": each player picks 4 of 8 characters; \"random\": picked at random", "choose",
         {"choose", "random"}},
    };
  }
  const GameInfo& info() const override { return info_; }
  Result<std::unique_ptr<State>> new_state(const json& options, uint64_t seed, const json& setup,
                                           EventLog* log) const override {
    return evr_new_state(options, seed, setup, log);
  }
  Result<std::unique_ptr<State>> state_from_json(const json& j) const override { return evr_state_from_json(j); }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> make_game() { return std::make_unique<EvrGame>(); }

void EvrMatch::seats_to_act(std::vector<int>& v) const {
  v.clear();
  if (s.over) return;
  if (s.choosing()) {
    v.push_back(s.choice().seat);
    return;
  }
  switch (s.phase) {
    case Phase::Characters:
      for (int seat = 0; seat < 2; ++seat)
        if (s.p[seat].picked < kCharactersChosen) v.push_back(seat);
      break;
    case Phase::Planning:
      for (int seat = 0; seat < 2; ++seat) {
        bool mine = strategy_selectable_now(s, seat) && strategy_chooser(s, seat) == seat;
        bool theirs = strategy_selectable_now(s, 1 - seat) && strategy_chooser(s, 1 - seat) == seat;
        if (mine || theirs) v.push_back(seat);
      }
      break;
    case Phase::Struggle: v.push_back(s.run.current); break;
    default: break;
  }
}

void EvrMatch::legal_actions(int seat, std::vector<Action>& out) const {
  out.clear();
  if (s.over || seat < 0 || seat > 1) return;
  if (s.choosing()) {
    if (seat == s.choice().seat) choice_options(s, seat, out);
    return;
  }
  switch (s.phase) {
    case Phase::Characters: {
      if (s.p[seat].picked >= kCharactersChosen) return;
      int base = s.faction(seat) * kCardsPerFaction;
      for (int c = base + kGenericPerFaction; c < base + kCardsPerFaction; ++c)
        if (s.p[seat].reserve.contains(static_cast<CardId>(c))) out.push_back(act::make(act::Character, c));
      return;
    }
    case Phase::Planning:
      if (strategy_selectable_now(s, seat) && strategy_chooser(s, seat) == seat)
        for (int k = 0; k < kNumStrategies; ++k)
          if (s.p[seat].strat[k] == StratStatus::Unused) out.push_back(act::make(act::Strategy, k));
      if (strategy_selectable_now(s, 1 - seat) && strategy_chooser(s, 1 - seat) == seat)
        for (int k = 0; k < kNumStrategies; ++k)
          if (s.p[1 - seat].strat[k] == StratStatus::Unused) out.push_back(act::make(act::StrategyForOpponent, k));
      return;
    case Phase::Struggle:
      if (seat == s.run.current) struggle_actions(s, seat, out);
      return;
    default: return;
  }
}

void EvrMatch::apply(int seat, Action a, EventLog* log) {
  if (log) log->round = s.round;
  if (s.choosing()) {
    choice_apply(s, seat, a, log);
    return;
  }
  switch (s.phase) {
    case Phase::Characters: {  // EVR-SETUP-8
      int c = act::operand(a, act::Character);
      PlayerState& ps = s.p[seat];
      ps.reserve.remove(static_cast<CardId>(c));
      ps.deck.put_bottom(static_cast<CardId>(c));
      ps.picked = static_cast<int8_t>(ps.picked + 1);
      if (log)
        log->add_private("character_chosen", seat, seat_bit(seat), seat_name(s, seat) + " chooses a character.",
                         "You choose " + card_label(c) + " for your deck.", json(), json{{"card", card_id(c)}});
      if (s.p[0].picked >= kCharactersChosen && s.p[1].picked >= kCharactersChosen) finish_setup(s, log);
      return;
    }
    case Phase::Planning:  // EVR-PLAN-4/5
      if (act::is(a, act::StrategyForOpponent))
        assign_strategy(s, 1 - seat, act::operand(a, act::StrategyForOpponent), seat, log);
      else assign_strategy(s, seat, act::operand(a, act::Strategy), seat, log);
      maybe_finish_planning(s, log);
      return;
    case Phase::Struggle: apply_struggle(s, seat, a, log); return;
    default: return;
  }
}

std::vector<int> EvrMatch::winners() const {
  if (!s.over || s.game_winner < 0) return {};
  return {s.game_winner};
}

json EvrMatch::status_json() const {
  json j;
  j["phase"] = phase_key(s.phase);
  j["round"] = s.round;
  j["score"] = {{"0", s.p[0].vp}, {"1", s.p[1].vp}};
  j["factions"] = {faction_key(s.faction(0)), faction_key(s.faction(1))};
  if (s.over) j["outcome"] = s.game_winner >= 0 ? "win" : (s.full_game() ? "none" : "draw_or_none");
  return j;
}

bool EvrMatch::equals(const State& other) const {
  const auto* o = dynamic_cast<const EvrMatch*>(&other);
  return o && s == o->s;
}

}  // namespace evr
}  // namespace sw
