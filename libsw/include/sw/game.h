// The contract every game implements: an immutable Game (metadata + factory)
// and a cheap, cloneable State. Modelled on the split that works well in
// OpenSpiel (Game = parameters, State = one position) with JSON at the edges.
//
// Vocabulary
//  - seat: a player index 0..n-1. Teams group seats (GameInfo::teams).
//  - Action: a game-defined integer naming one decision. Integers keep the hot
//    path (bots, benchmarks) free of strings; `action_id` gives each action a
//    stable, readable string id for the JSON API and replays.
//  - prompt: whatever the state is waiting for. Every decision is a prompt for
//    one or more named seats. Several seats may be prompted at once
//    (simultaneous secret choices); each answers independently and the state
//    advances when all have answered. A seat with nothing to decide has no
//    legal actions.
//  - chance: randomness is drawn from the state's own Rng inside apply(); it is
//    never a separate player, so replays need only the seed and the actions.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>
#include "sw/error.h"
#include "sw/json.h"
#include "sw/log.h"
#include "sw/rng.h"

namespace sw {

using Action = int32_t;

struct OptionSpec {
  std::string name;
  std::string description;
  json default_value;        // also defines the type (string, integer, bool)
  std::vector<json> choices; // empty = any value of the type
};

struct GameInfo {
  std::string id;            // short id used in configs and saves, e.g. "evr"
  std::string name;          // display name
  int min_players = 2;
  int max_players = 2;
  bool hidden_information = true;
  bool chance = true;        // the game uses its RNG (shuffles, dice)
  bool teams = false;        // the host assigns seats to teams (option "teams"); a game whose teams follow from its own options (LCG 2v2) says false
  std::vector<OptionSpec> options;
  std::string rules_version; // which digest/ruleset this module follows
};

class State {
 public:
  virtual ~State() = default;

  // A full, independent copy. Invariant: a clone compares equal to its source
  // and evolves identically under the same actions.
  virtual std::unique_ptr<State> clone() const = 0;

  // Seats that currently have a decision to make, ascending, written to `out`
  // (cleared first; no allocation once `out` has capacity). Empty iff
  // terminal(). Invariant: seat s is listed iff legal_actions(s) is non-empty.
  virtual void seats_to_act(std::vector<int>& out) const = 0;
  std::vector<int> to_act() const {
    std::vector<int> v;
    seats_to_act(v);
    return v;
  }

  // The legal actions of `seat`, strictly ascending, written to `out` (cleared
  // first). Empty when the seat has nothing to decide. Never reveals anything:
  // actions name only things that seat may know.
  virtual void legal_actions(int seat, std::vector<Action>& out) const = 0;

  // Applies a legal action. Precondition: `a` is in legal_actions(seat); the
  // caller (Match) guarantees it, so apply() does not re-validate. Events go
  // to `log` when it is not null; with null no strings are built.
  virtual void apply(int seat, Action a, EventLog* log) = 0;

  // Stable string id and JSON description of a legal action, e.g.
  // {"id":"force:reb.military.4","label":"Use the Force: Military 4", ...}.
  // Depends only on what `seat` may see.
  virtual std::string action_id(int seat, Action a) const = 0;
  virtual json action_json(int seat, Action a) const = 0;

  virtual bool terminal() const = 0;
  virtual std::vector<int> winners() const = 0;  // empty = nobody (yet)

  // `seat` concedes: the game ends at once and the seats not on its side win
  // (a player may concede at any time, whoever is to act). Returns false, and
  // changes nothing, when the game is already over or `seat` is no seat.
  // Not an action: no legal_actions list offers it (bots never concede);
  // Match::concede records it in the replay like an action.
  virtual bool concede(int seat, EventLog* log) = 0;

  // Status fields beyond the common ones: {"phase","round","score":{...}}.
  virtual json status_json() const = 0;

  // What `viewer` may see (-1 = spectator). Invariant (view independence):
  // the result depends only on information available to `viewer`; changing
  // hidden parts of the state (deck orders, others' face-down cards, the RNG)
  // never changes it.
  virtual json view(int viewer) const = 0;

  // Complete serialisation, including the RNG. Game::state_from_json is its
  // inverse: from_json(to_json(s)) equals s.
  virtual json to_json() const = 0;
  virtual bool equals(const State& other) const { return to_json() == other.to_json(); }

  // Checks the game's invariants (cards conserved, counters in range...).
  // Returns an empty string when all hold, else a description of the first
  // violation. Used after every action by the conformance suite.
  virtual std::string check_invariants() const = 0;

  // Replaces everything `viewer` cannot see with a random assignment
  // consistent with what `viewer` knows (determinisation, for search bots and
  // for the view-independence test). Must not change view(viewer).
  virtual void resample_hidden(int viewer, Rng& rng) = 0;

  // A heuristic value of the position for `seat` in [-1, 1] (1 = winning),
  // computed from what `seat` may see only. Used by the heuristic bot.
  virtual double heuristic(int seat) const = 0;

  virtual int num_players() const = 0;
};

class Game {
 public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const = 0;

  // Fills in defaults and validates options. The returned object has every
  // option of info().options.
  virtual Result<json> normalize_options(const json& options) const;

  // A new match. `options` are already normalized. `setup` (may be null) places
  // exact cards in exact zones (documented per game in docs/api.md).
  // Setup events (shuffles, the first prompt) go to `log` when not null.
  virtual Result<std::unique_ptr<State>> new_state(const json& options, uint64_t seed, const json& setup,
                                                   EventLog* log) const = 0;

  // Inverse of State::to_json; validates everything (a corrupted document is
  // an error, never a crash).
  virtual Result<std::unique_ptr<State>> state_from_json(const json& j) const = 0;

  json info_json() const;
};

}  // namespace sw
