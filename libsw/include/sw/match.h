// The public JSON API, natively. wasm/ binds exactly these methods; the CLI
// and the tests use them too. Every method takes and returns JSON strings,
// never throws, and on any error returns {"ok":false,"error":{code,message}}
// leaving the match exactly as it was. See docs/api.md for every schema.
#pragma once
#include <memory>
#include <string>
#include <vector>
#include "sw/game.h"
#include "sw/log.h"
#include "sw/registry.h"

namespace sw {

std::string api_version();  // e.g. "swrules 0.1.0 (api 1, save 1)"

class Match {
 public:
  explicit Match(const Registry& registry);
  ~Match();
  Match(const Match&) = delete;
  Match& operator=(const Match&) = delete;

  // {"game":"evr","seed":<uint>,"options":{...}?,"setup":{...}?} -> {"ok":true}
  // On error the previous match (if any) is kept.
  std::string start(const std::string& config_json);
  // {"ok":true,"game","phase","round","toAct":[..],"terminal","winners":[..],"score":{..}}
  std::string status() const;
  // That seat's view (-1 = spectator).
  std::string view(int seat) const;
  // Redacted log entries for that seat.
  std::string log(int seat) const;
  // [{"id","label",...}] for that seat; [] when it has nothing to decide.
  std::string legal_actions(int seat) const;
  // {"player":p,"id":"..."} -> {"ok":true,"events":[...]} (events redacted for p)
  std::string apply(const std::string& action_json);
  // Undoes the last action -> {"ok":true,"undone":n}.
  // `seat` concedes (any seat, at any time before the end): the game ends and
  // the seats not on its side win. Recorded in the replay as
  // {"player":seat,"concede":true}; undo takes it back like an action.
  // -> {"ok":true,"events":[...]}
  std::string concede(int seat);
  std::string undo();
  // Undoes actions until `seat` has a decision (for play against bots).
  std::string undo_to_seat(int seat);
  std::string save() const;
  std::string load(const std::string& save_json);
  // {"format":"swrules-replay","version":1,"game","options","seed","setup"?,"actions":[{"player","id"}]}
  std::string replay() const;
  // {"kind":"random"|"heuristic","seed":<uint>?} -> the id of the suggested
  // action (one of legal_actions(seat)), e.g. "play"; not applied. On error
  // the usual JSON error object (action ids never begin with '{').
  std::string bot_action(int seat, const std::string& options_json) const;
  // {"allowSetup":bool} -> {"ok":true}. With allowSetup:false, start() rejects
  // a config with a setup (bad_setup) and load() a save whose replay uses one
  // (bad_save): for games between people who do not trust each other. Keys
  // left out keep their value; the default allows setups.
  std::string set_policy(const std::string& policy_json);

  // Native conveniences (not part of the JSON contract).
  const State* state() const { return state_.get(); }
  const Game* game() const { return game_; }
  int actions_applied() const { return static_cast<int>(actions_.size()); }

 private:
  struct Applied {
    int seat;
    std::string id;
    Action action;  // what `id` named then (replayed by undo)
    bool concede = false;  // a concession, not an action (id empty)
  };
  // The state before action `before` (undo clones the latest checkpoint at or
  // before its target and replays the actions after it: one state clone per
  // kCheckpointEvery actions instead of one per action).
  struct Checkpoint {
    int before;
    std::unique_ptr<State> state;
  };
  static constexpr int kCheckpointEvery = 32;
  Result<bool> replay_into(const json& record);
  Error apply_id(int seat, const std::string& id, json* events_out);
  Error concede_seat(int seat, json* events_out);
  void record(const Applied& a);  // before it happens: its checkpoint, its log mark
  void restore_to(int target);  // the state before action `target` (< actions applied)

  const Registry* registry_;
  const Game* game_ = nullptr;
  json options_;
  json setup_;
  uint64_t seed_ = 0;
  bool allow_setup_ = true;
  std::unique_ptr<State> state_;
  std::vector<Applied> actions_;
  std::vector<Checkpoint> checkpoints_;           // ascending `before`; the first is before action 0
  std::vector<int> log_marks_;                    // log size before each action
  EventLog log_;
};

std::string list_games_json(const Registry& registry);

}  // namespace sw
