// The Game object (metadata, options) and the action plumbing of EvrMatch.
#include "evr/evr_game.h"
#include "evr/frames.h"
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

// Everything below comes from the top frame, through the engine (sw/engine.h):
// a phase's row or a power's script row of EvR's frame table (flow.cpp).
// EvR's actions are small integers of its own ActionSpace (state.h), so the
// engine sees verb 0 and hands them to the top frame's kind.

void EvrMatch::seats_to_act(std::vector<int>& v) const { engine::seats_to_act(s, v); }

void EvrMatch::legal_actions(int seat, std::vector<Action>& out) const { engine::legal_actions(s, seat, out); }

void EvrMatch::apply(int seat, Action a, EventLog* log) {
  if (log) log->round = s.round;
  engine::apply(s, seat, a, log);  // then the top frame runs on until some seat must decide
}

std::string frame_prompt(const EvrState& s, int seat) { return engine::prompt(s, seat); }

// A player concedes: the other wins at once.
bool EvrMatch::concede(int seat, EventLog* log) {
  if (s.over || seat < 0 || seat >= 2) return false;
  const int other = 1 - seat;  // EvR has two seats
  end_game(s, other, log, log ? seat_name(s, seat) + " concedes: " + seat_name(s, other) + " wins." : std::string());
  return true;
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
