// The Star Wars Trading Card Game (the dice TCG) as a swrules game module,
// id "tcg". Rules digest: ../shared/rules/tcg.md (rule IDs TCG-*); rulings:
// docs/rulings.md (TCG section).
// Registered in games/builtin_games.cpp; it offers the game-neutral card
// list and decks (sw::DeckBuilding, deck_api.h).
#pragma once
#include <memory>
#include <vector>
#include "sw/game.h"
#include "tcg/force_costs.h"
#include "tcg/state.h"

namespace sw::tcg {

std::unique_ptr<Game> make_game();

// The sw::State of a TCG match (tests reach the plain state through it).
class TcgMatch : public State {
 public:
  TcgState s;

  std::unique_ptr<State> clone() const override { return std::make_unique<TcgMatch>(*this); }
  void seats_to_act(std::vector<int>& out) const override { engine::seats_to_act(s, out); }
  void legal_actions(int seat, std::vector<Action>& out) const override { engine::legal_actions(s, seat, out); }
  // The log's round is the turn (a loaded or undone match's log starts from the state's turn).
  void apply(int seat, Action a, EventLog* log) override {
    if (log) log->round = s.turn;
    engine::apply(s, seat, a, log);
  }
  std::string action_id(int, Action a) const override { return engine::action_id(s, a); }
  json action_json(int seat, Action a) const override { return with_force_note(s, seat, a, engine::action_json(s, a)); }
  bool terminal() const override { return s.over; }
  bool concede(int seat, EventLog* log) override;
  std::vector<int> winners() const override;
  json status_json() const override;
  json view(int viewer) const override;
  json to_json() const override;
  bool equals(const State& other) const override {
    const auto* o = dynamic_cast<const TcgMatch*>(&other);
    return o && o->s == s;
  }
  std::string check_invariants() const override;
  void resample_hidden(int viewer, Rng& rng) override;
  double heuristic(int seat) const override;
  int num_players() const override { return s.seats; }
};

Result<std::unique_ptr<State>> tcg_state_from_json(const json& j);
// Builds a position from a setup document (setup_json.cpp; docs/api.md, "TCG setup").
Result<bool> apply_setup(TcgState& s, const json& setup);
// The name of the top frame for views and status ("build", "attack", ...).
std::string step_name(const TcgState& s);

}  // namespace sw::tcg
