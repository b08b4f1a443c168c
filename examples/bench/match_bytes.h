// The memory one match holds after a whole game: a sw::Match played to the
// end with random legal actions through the JSON API (as a page plays it), its
// heap use measured as the allocator's bytes in use after the game minus
// before the match existed: state, undo checkpoints, action list, event log.
// Used by sw_bench (native) and the wasm hook benchMatchBytes.
#pragma once
#include <malloc.h>
#include <cstdint>
#include <memory>
#include <string>
#include "sw/json.h"
#include "sw/match.h"
#include "sw/rng.h"

namespace sw::bench {

inline int64_t heap_bytes_in_use() {
#ifdef __EMSCRIPTEN__
  return static_cast<int64_t>(mallinfo().uordblks);
#else
  return static_cast<int64_t>(mallinfo2().uordblks);
#endif
}

struct MatchBytes {
  int64_t bytes = 0;
  int64_t actions = 0;
  std::string error;  // empty on success
};

inline MatchBytes match_bytes(const Registry& reg, const std::string& game_id, uint64_t seed) {
  MatchBytes out;
  Rng pick(seed, 0xB17E5u);
  const int64_t before = heap_bytes_in_use();
  auto m = std::make_unique<Match>(reg);
  if (m->start(dump(json{{"game", game_id}, {"seed", seed}})) != R"({"ok":true})") {
    out.error = "start failed";
    return out;
  }
  for (int step = 0; step < 200000; ++step) {
    const State* s = m->state();
    if (s->terminal()) break;
    const std::vector<int> to_act = s->to_act();
    if (to_act.empty()) {
      out.error = "a non-terminal state has nobody to act";
      return out;
    }
    json acts;
    if (!parse_json(m->legal_actions(to_act[0]), acts) || !acts.is_array() || acts.empty()) {
      out.error = "legalActions failed";
      return out;
    }
    std::string id;
    get_string(acts[pick.below(static_cast<uint32_t>(acts.size()))], "id", id);
    if (m->apply(dump(json{{"player", to_act[0]}, {"id", id}})).find(R"("ok":true)") == std::string::npos) {
      out.error = "apply failed";
      return out;
    }
    ++out.actions;
  }
  out.bytes = heap_bytes_in_use() - before;
  return out;
}

}  // namespace sw::bench
