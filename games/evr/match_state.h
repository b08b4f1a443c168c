// EvrMatch: the sw::State implementation for Empire vs Rebellion. The data
// lives in EvrState (state.h); this class adapts it to the core contract.
#pragma once
#include <memory>
#include <string>
#include <vector>
#include "evr/state.h"

namespace sw {
namespace evr {

class EvrMatch : public State {
 public:
  EvrState s;

  std::unique_ptr<State> clone() const override { return std::make_unique<EvrMatch>(*this); }
  void seats_to_act(std::vector<int>& out) const override;
  void legal_actions(int seat, std::vector<Action>& out) const override;
  void apply(int seat, Action a, EventLog* log) override;
  std::string action_id(int seat, Action a) const override;
  json action_json(int seat, Action a) const override;
  bool terminal() const override { return s.over; }
  std::vector<int> winners() const override;
  bool concede(int seat, EventLog* log) override;
  json status_json() const override;
  json view(int viewer) const override;     // view.cpp
  json to_json() const override;            // serialize.cpp
  bool equals(const State& other) const override;
  std::string check_invariants() const override;  // serialize.cpp
  void resample_hidden(int viewer, Rng& rng) override;  // bot_support.cpp
  double heuristic(int seat) const override;            // bot_support.cpp
  int num_players() const override { return 2; }
};

// serialize.cpp
Result<std::unique_ptr<State>> evr_state_from_json(const json& j);
// setup.cpp
Result<std::unique_ptr<State>> evr_new_state(const json& options, uint64_t seed, const json& setup, EventLog* log);
// view.cpp
json card_json(int card);
json event_json(int event);
std::string phase_key(Phase p);
// evr_game.cpp: the prompt of the top frame for `seat` ("" when it has nothing
// to decide): the phase frame's, or a power's choice.
std::string frame_prompt(const EvrState& s, int seat);

}  // namespace evr
}  // namespace sw
