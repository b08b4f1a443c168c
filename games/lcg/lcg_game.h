// Star Wars: The Card Game (the LCG) as a swrules game module, id "lcg".
// Rules digest: ../shared/rules/lcg.md (rule IDs LCG-*); rulings: docs/rulings.md.
#pragma once
#include <memory>
#include "lcg/state.h"
#include "sw/game.h"

namespace sw::lcg {

std::unique_ptr<Game> make_game();

// The sw::State of an LCG match (tests reach the plain state through it).
class LcgMatch : public State {
 public:
  LcgState s;

  std::unique_ptr<State> clone() const override { return std::make_unique<LcgMatch>(*this); }
  void seats_to_act(std::vector<int>& out) const override { engine::seats_to_act(s, out); }
  void legal_actions(int seat, std::vector<Action>& out) const override { engine::legal_actions(s, seat, out); }
  void apply(int seat, Action a, EventLog* log) override;
  std::string action_id(int, Action a) const override { return engine::action_id(s, a); }
  json action_json(int, Action a) const override { return engine::action_json(s, a); }
  bool terminal() const override { return s.over; }
  std::vector<int> winners() const override;
  bool concede(int seat, EventLog* log) override;
  json status_json() const override;
  json view(int viewer) const override;
  json to_json() const override;
  bool equals(const State& other) const override {
    const auto* o = dynamic_cast<const LcgMatch*>(&other);
    return o && o->s == s;
  }
  std::string check_invariants() const override;
  void resample_hidden(int viewer, Rng& rng) override;
  double heuristic(int seat) const override;
  int num_players() const override { return s.seats; }
};

Result<std::unique_ptr<State>> lcg_state_from_json(const json& j);
// Builds a position from a setup document (docs/api.md, "LCG setup").
// decks: each seat's deck definitions (the affiliation card first).
// reinforcements: The Hunt for Skywalker's reinforcement deck (option "reinforcements", MP-HFS-8/9).
Result<bool> apply_setup(LcgState& s, const json& setup, const std::vector<std::vector<int>>& decks,
                         const std::vector<int>& reinforcements = {});

}  // namespace sw::lcg
