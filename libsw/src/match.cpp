// The JSON API. One choke point validates every request in a fixed order
// (well-formed? started? game over? seat exists? seat has a decision? id
// legal?) before anything changes, so an error leaves the match untouched.
#include "sw/match.h"
#include <algorithm>
#include "sw/bot.h"

namespace sw {

namespace {

constexpr const char* kSaveFormat = "swrules-save";
constexpr const char* kReplayFormat = "swrules-replay";
constexpr int kSaveVersion = 1;

std::string error_json(const Error& e) {
  json j;
  j["ok"] = false;
  j["error"] = {{"code", e.code}, {"message", e.message}};
  return dump(j);
}
std::string error_json(const char* code, const std::string& msg) { return error_json(Error{code, msg}); }

// Parses one API argument. A broken limit (depth, size, NUL) is always
// bad_json; a plain syntax error is `syntax_code` (bad_json, or bad_save for
// load, which has always called an unreadable document a bad save).
bool parse_arg(const std::string& text, json& out, const char* what, const char* syntax_code, std::string& error) {
  JsonLimitError e;
  if (parse_json(text, out, &e)) return true;
  error = error_json(e.limit ? err::kBadJson : syntax_code, std::string(what) + ": " + e.message);
  return false;
}

}  // namespace

std::string api_version() { return "swrules 0.1.0 (api 1, save 1)"; }

std::string list_games_json(const Registry& registry) { return dump(registry.list_json()); }

Match::Match(const Registry& registry) : registry_(&registry) {}
Match::~Match() = default;

std::string Match::start(const std::string& config_json) {
  json cfg;
  std::string perr;
  if (!parse_arg(config_json, cfg, "start: the config", err::kBadJson, perr)) return perr;
  if (!cfg.is_object()) return error_json(err::kBadRequest, "start: the config must be a JSON object");
  if (const std::string* k = unknown_key(cfg, {"game", "seed", "options", "setup"}))
    return error_json(err::kBadRequest, "start: unknown config key '" + *k + "'");
  std::string game_id;
  if (!get_string(cfg, "game", game_id)) return error_json(err::kBadRequest, "start: 'game' (string) is required");
  const Game* g = registry_->find(game_id);
  if (!g) return error_json(err::kUnknownGame, "start: no game with id '" + game_id + "'");
  uint64_t seed = 0;
  if (field(cfg, "seed") && !as_seed(*field(cfg, "seed"), seed))
    return error_json(err::kBadRequest, "start: 'seed' must be an integer 0..2^64-1 (a number, or a string of decimal digits)");
  // Left out, they are the defaults; given, each must be an object (a null is never read as "left out").
  json opts_in = field(cfg, "options") ? *field(cfg, "options") : json();
  if (field(cfg, "options") && !opts_in.is_object())
    return error_json(err::kBadOption, "start: 'options' must be an object (leave it out for the defaults)");
  Result<json> opts = g->normalize_options(opts_in);
  if (!opts.ok()) return error_json(opts.error());
  json setup = field(cfg, "setup") ? *field(cfg, "setup") : json();
  if (field(cfg, "setup") && !setup.is_object())
    return error_json(err::kBadSetup, "start: 'setup' must be an object (leave it out for a normal start)");
  if (!setup.is_null() && !allow_setup_)
    return error_json(err::kBadSetup, "start: this match does not accept a setup (policy allowSetup:false)");
  EventLog fresh_log;
  auto st = g->new_state(opts.value(), seed, setup, &fresh_log);
  if (!st.ok()) return error_json(st.error());
  // Commit only now that everything succeeded.
  game_ = g;
  options_ = opts.value();
  setup_ = setup;
  seed_ = seed;
  state_ = std::move(st.value());
  actions_.clear();
  checkpoints_.clear();
  log_marks_.clear();
  log_ = std::move(fresh_log);
  return R"({"ok":true})";
}

std::string Match::set_policy(const std::string& policy_json) {
  json p;
  std::string perr;
  if (!parse_arg(policy_json, p, "setPolicy: the policy", err::kBadJson, perr)) return perr;
  if (!p.is_object()) return error_json(err::kBadRequest, "setPolicy: the policy must be a JSON object");
  if (const std::string* k = unknown_key(p, {"allowSetup"}))
    return error_json(err::kBadRequest, "setPolicy: unknown policy key '" + *k + "'");
  bool allow = allow_setup_;
  if (field(p, "allowSetup") && !get_bool(p, "allowSetup", allow))
    return error_json(err::kBadRequest, "setPolicy: 'allowSetup' must be true or false");
  allow_setup_ = allow;
  return R"({"ok":true})";
}

std::string Match::status() const {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  json j = state_->status_json();
  j["ok"] = true;
  j["game"] = game_->info().id;
  j["toAct"] = state_->to_act();
  j["terminal"] = state_->terminal();
  j["winners"] = state_->winners();
  j["actions"] = actions_.size();
  return dump(j);
}

std::string Match::view(int seat) const {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  if (seat < -1 || seat >= state_->num_players()) return error_json(err::kBadPlayer, "no seat " + std::to_string(seat));
  json v = state_->view(seat);
  v["ok"] = true;
  return dump(v);
}

std::string Match::log(int seat) const {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  if (seat < -1 || seat >= state_->num_players()) return error_json(err::kBadPlayer, "no seat " + std::to_string(seat));
  return dump(log_.view(seat));
}

std::string Match::legal_actions(int seat) const {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  if (seat < -1 || seat >= state_->num_players()) return error_json(err::kBadPlayer, "no seat " + std::to_string(seat));
  json a = json::array();
  if (seat < 0) return dump(a);
  std::vector<Action> acts;
  state_->legal_actions(seat, acts);
  for (Action x : acts) a.push_back(state_->action_json(seat, x));
  return dump(a);
}

Error Match::apply_id(int seat, const std::string& id, json* events_out) {
  if (state_->terminal()) return make_error(err::kGameOver, "the game is over");
  if (seat < 0 || seat >= state_->num_players())
    return make_error(err::kBadPlayer, "no seat " + std::to_string(seat));
  std::vector<Action> acts;
  state_->legal_actions(seat, acts);
  if (acts.empty()) return make_error(err::kNotYourTurn, "seat " + std::to_string(seat) + " has nothing to decide now");
  for (Action a : acts) {
    if (state_->action_id(seat, a) != id) continue;
    const int mark = log_.size();
    record(Applied{seat, id, a});
    state_->apply(seat, a, &log_);
    if (events_out) *events_out = log_.view(seat, mark);
    return Error{};
  }
  return make_error(err::kIllegalAction, "'" + id + "' is not a legal action for seat " + std::to_string(seat) + " now");
}

void Match::record(const Applied& a) {
  const int n = static_cast<int>(actions_.size());
  if (n % kCheckpointEvery == 0 && (checkpoints_.empty() || checkpoints_.back().before != n))
    checkpoints_.push_back(Checkpoint{n, state_->clone()});
  log_marks_.push_back(log_.size());
  actions_.push_back(a);
}

Error Match::concede_seat(int seat, json* events_out) {
  if (state_->terminal()) return make_error(err::kGameOver, "the game is over");
  if (seat < 0 || seat >= state_->num_players())
    return make_error(err::kBadPlayer, "no seat " + std::to_string(seat));
  const int mark = log_.size();
  record(Applied{seat, std::string(), Action{}, true});
  if (!state_->concede(seat, &log_)) {  // the game refused (State::concede changed nothing): no record
    actions_.pop_back();
    log_marks_.pop_back();
    log_.truncate(mark);
    return make_error(err::kIllegalAction, "seat " + std::to_string(seat) + " cannot concede now");
  }
  if (events_out) *events_out = log_.view(seat, mark);
  return Error{};
}

std::string Match::concede(int seat) {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  json events;
  Error e = concede_seat(seat, &events);
  if (!e.code.empty()) return error_json(e);
  json out;
  out["ok"] = true;
  out["events"] = events;
  return dump(out);
}

std::string Match::apply(const std::string& action_json) {
  json req;
  std::string perr;
  if (!parse_arg(action_json, req, "apply: the action", err::kBadJson, perr)) return perr;
  if (!req.is_object()) return error_json(err::kBadRequest, "apply: the action must be a JSON object");
  if (const std::string* k = unknown_key(req, {"player", "id"}))
    return error_json(err::kBadRequest, "apply: unknown key '" + *k + "'");
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  int seat = 0;
  if (!get_int_in(req, "player", -1000000, 1000000, seat))
    return error_json(err::kBadRequest, "apply: 'player' (integer seat) is required");
  std::string id;
  if (!get_string(req, "id", id)) return error_json(err::kBadRequest, "apply: 'id' (string) is required");
  json events;
  Error e = apply_id(seat, id, &events);
  if (!e.code.empty()) return error_json(e);
  json out;
  out["ok"] = true;
  out["events"] = events;
  return dump(out);
}

void Match::restore_to(int target) {
  // The latest checkpoint at or before `target`; later ones describe undone actions.
  while (checkpoints_.size() > 1 && checkpoints_.back().before > target) checkpoints_.pop_back();
  const Checkpoint& cp = checkpoints_.back();
  std::unique_ptr<State> s = cp.state->clone();
  // Games are deterministic: the same actions from the same state give the same state.
  for (int i = cp.before; i < target; ++i) {
    const Applied& a = actions_[static_cast<size_t>(i)];
    if (a.concede)
      s->concede(a.seat, nullptr);
    else
      s->apply(a.seat, a.action, nullptr);
  }
  state_ = std::move(s);
  log_.truncate(log_marks_[static_cast<size_t>(target)]);
  log_marks_.resize(static_cast<size_t>(target));
  actions_.resize(static_cast<size_t>(target));
}

std::string Match::undo() {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  if (actions_.empty()) return error_json(err::kNothingToUndo, "there is no action to undo");
  restore_to(static_cast<int>(actions_.size()) - 1);
  return R"({"ok":true,"undone":1})";
}

std::string Match::undo_to_seat(int seat) {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  if (seat < 0 || seat >= state_->num_players()) return error_json(err::kBadPlayer, "no seat " + std::to_string(seat));
  // Find the latest earlier position where `seat` had a decision.
  int target = -1;
  for (int i = static_cast<int>(actions_.size()) - 1; i >= 0; --i) {
    if (actions_[static_cast<size_t>(i)].seat == seat) {
      target = i;
      break;
    }
  }
  if (target < 0) return error_json(err::kNothingToUndo, "seat " + std::to_string(seat) + " has no action to undo");
  const int n = static_cast<int>(actions_.size()) - target;
  restore_to(target);
  json out;
  out["ok"] = true;
  out["undone"] = n;
  return dump(out);
}

std::string Match::replay() const {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  json r;
  r["format"] = kReplayFormat;
  r["version"] = kSaveVersion;
  r["game"] = game_->info().id;
  r["options"] = options_;
  r["seed"] = seed_json(seed_);
  if (!setup_.is_null()) r["setup"] = setup_;
  json acts = json::array();
  for (const Applied& a : actions_)
    acts.push_back(a.concede ? json{{"player", a.seat}, {"concede", true}} : json{{"player", a.seat}, {"id", a.id}});
  r["actions"] = acts;
  return dump(r);
}

std::string Match::save() const {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  json s;
  s["format"] = kSaveFormat;
  s["version"] = kSaveVersion;
  s["game"] = game_->info().id;
  json rec;
  parse_json(replay(), rec);
  s["replay"] = rec;
  s["state"] = state_->to_json();
  return dump(s);
}

// Rebuilds this match from a replay record, with its log and full undo
// history. On failure nothing changes.
Result<bool> Match::replay_into(const json& record) {
  if (!record.is_object()) return make_error(err::kBadSave, "the replay record must be an object");
  if (const std::string* k = unknown_key(record, {"format", "version", "game", "options", "seed", "setup", "actions"}))
    return make_error(err::kBadSave, "the replay has an unknown key '" + *k + "'");
  std::string fmt;
  int version = 0;
  if (!get_string(record, "format", fmt) || fmt != kReplayFormat)
    return make_error(err::kBadSave, std::string("the replay's 'format' must be \"") + kReplayFormat + "\"");
  if (!get_int_in(record, "version", 0, 1000000, version) || version != kSaveVersion)
    return make_error(err::kBadSave, "the replay's 'version' must be " + std::to_string(kSaveVersion));
  std::string game_id;
  if (!get_string(record, "game", game_id)) return make_error(err::kBadSave, "the replay has no game id");
  const Game* g = registry_->find(game_id);
  if (!g) return make_error(err::kBadSave, "the replay is for an unknown game '" + game_id + "'");
  uint64_t seed = 0;
  if (!field(record, "seed") || !as_seed(*field(record, "seed"), seed))
    return make_error(err::kBadSave, "the replay has no valid seed (an integer 0..2^64-1, or a string of decimal digits)");
  json opts_in = field(record, "options") ? *field(record, "options") : json();
  if (field(record, "options") && !opts_in.is_object()) return make_error(err::kBadSave, "the replay's options must be an object");
  Result<json> opts = g->normalize_options(opts_in);
  if (!opts.ok()) return make_error(err::kBadSave, "the replay has bad options: " + opts.error().message);
  json setup = field(record, "setup") ? *field(record, "setup") : json();
  if (field(record, "setup") && !setup.is_object()) return make_error(err::kBadSave, "the replay's setup must be an object");
  if (!setup.is_null() && !allow_setup_)
    return make_error(err::kBadSave, "the replay uses a setup, which this match does not accept (policy allowSetup:false)");
  const json* acts = field(record, "actions");
  if (!acts || !acts->is_array()) return make_error(err::kBadSave, "the replay has no action list");

  Match tmp(*registry_);
  tmp.allow_setup_ = allow_setup_;
  EventLog lg;
  auto st = g->new_state(opts.value(), seed, setup, &lg);
  if (!st.ok()) return make_error(err::kBadSave, "the replay's setup is invalid: " + st.error().message);
  tmp.game_ = g;
  tmp.options_ = opts.value();
  tmp.setup_ = setup;
  tmp.seed_ = seed;
  tmp.state_ = std::move(st.value());
  tmp.log_ = std::move(lg);
  int n = 0;
  for (const json& a : *acts) {
    int seat = 0;
    std::string id;
    bool concede = false;
    if (!a.is_object() || unknown_key(a, {"player", "id", "concede"}) || !get_int_in(a, "player", 0, 31, seat) ||
        (field(a, "concede") ? !get_bool(a, "concede", concede) || !concede || field(a, "id")
                             : !get_string(a, "id", id)))
      return make_error(err::kBadSave, "replay action " + std::to_string(n) + " is malformed");
    Error e = concede ? tmp.concede_seat(seat, nullptr) : tmp.apply_id(seat, id, nullptr);
    if (!e.code.empty())
      return make_error(err::kBadSave, "replay action " + std::to_string(n) + " cannot be applied: " + e.message);
    ++n;
  }
  game_ = tmp.game_;
  options_ = std::move(tmp.options_);
  setup_ = std::move(tmp.setup_);
  seed_ = tmp.seed_;
  state_ = std::move(tmp.state_);
  actions_ = std::move(tmp.actions_);
  checkpoints_ = std::move(tmp.checkpoints_);
  log_marks_ = std::move(tmp.log_marks_);
  log_ = std::move(tmp.log_);
  return true;
}

std::string Match::load(const std::string& save_json) {
  json s;
  std::string perr;
  if (!parse_arg(save_json, s, "load: the save", err::kBadSave, perr)) return perr;
  if (!s.is_object()) return error_json(err::kBadSave, "load: the save must be a JSON object");
  if (const std::string* k = unknown_key(s, {"format", "version", "game", "replay", "state"}))
    return error_json(err::kBadSave, "load: the save has an unknown key '" + *k + "'");
  std::string fmt;
  int version = 0;
  if (!get_string(s, "format", fmt) || fmt != kSaveFormat)
    return error_json(err::kBadSave, "load: this is not a swrules save");
  if (!get_int_in(s, "version", 0, 1000000, version) || version != kSaveVersion)
    return error_json(err::kBadSave, "load: unsupported save version");
  const json* rec = field(s, "replay");
  const json* st = field(s, "state");
  if (!rec || !st) return error_json(err::kBadSave, "load: the save lacks its replay or state");
  std::string game_id, rec_game;
  if (!get_string(s, "game", game_id) || !get_string(*rec, "game", rec_game) || game_id != rec_game)
    return error_json(err::kBadSave, "load: the save's game ids disagree");
  const Game* g = registry_->find(game_id);
  if (!g) return error_json(err::kBadSave, "load: unknown game '" + game_id + "'");
  // The stored state must itself be valid...
  auto parsed = g->state_from_json(*st);
  if (!parsed.ok()) return error_json(err::kBadSave, "load: the saved state is invalid: " + parsed.error().message);
  // ...and be exactly what its replay produces (this restores the log and the
  // undo history too, and rejects tampered saves).
  Match tmp(*registry_);
  tmp.allow_setup_ = allow_setup_;
  Result<bool> r = tmp.replay_into(*rec);
  if (!r.ok()) return error_json(r.error());
  if (!tmp.state_->equals(*parsed.value()))
    return error_json(err::kBadSave, "load: the saved state does not match its own replay (corrupted or edited)");
  game_ = tmp.game_;
  options_ = std::move(tmp.options_);
  setup_ = std::move(tmp.setup_);
  seed_ = tmp.seed_;
  state_ = std::move(tmp.state_);
  actions_ = std::move(tmp.actions_);
  checkpoints_ = std::move(tmp.checkpoints_);
  log_marks_ = std::move(tmp.log_marks_);
  log_ = std::move(tmp.log_);
  return R"({"ok":true})";
}

std::string Match::bot_action(int seat, const std::string& options_json) const {
  if (!state_) return error_json(err::kNotStarted, "no match has been started");
  json opts = json::object();
  std::string perr;
  if (!options_json.empty() && !parse_arg(options_json, opts, "botAction: the options", err::kBadJson, perr))
    return perr;
  if (!opts.is_object()) return error_json(err::kBadRequest, "botAction: the options must be a JSON object (or empty for the default)");
  if (const std::string* k = unknown_key(opts, {"kind", "seed"}))
    return error_json(err::kBadRequest, "botAction: unknown option '" + *k + "'");
  if (seat < 0 || seat >= state_->num_players()) return error_json(err::kBadPlayer, "no seat " + std::to_string(seat));
  if (state_->terminal()) return error_json(err::kGameOver, "the game is over");
  std::string kind = "heuristic";
  if (field(opts, "kind") && !get_string(opts, "kind", kind))
    return error_json(err::kBadRequest, "botAction: 'kind' must be a string");
  auto bot = make_bot(kind);
  if (!bot) return error_json(err::kBadRequest, "botAction: unknown bot kind '" + kind + "'");
  uint64_t bseed = seed_ * 0x9E3779B97F4A7C15ULL + actions_.size() * 131u + static_cast<uint64_t>(seat);
  if (field(opts, "seed") && !as_seed(*field(opts, "seed"), bseed))
    return error_json(err::kBadRequest, "botAction: 'seed' must be an integer 0..2^64-1 (or a string of decimal digits)");
  std::vector<Action> acts;
  state_->legal_actions(seat, acts);
  if (acts.empty()) return error_json(err::kNotYourTurn, "seat " + std::to_string(seat) + " has nothing to decide now");
  Rng rng(bseed, 0xB07);
  Action a = bot->choose(*state_, seat, rng);
  return state_->action_id(seat, a);
}

}  // namespace sw
