// The table of one-shot card scripts (one_shot.h): card key -> its function.
#include "tcg/cards/one_shot.h"
#include <cstring>

namespace sw::tcg {

#define ONE_SHOTS(X)                                       \
  X("lost-in-the-asteroids", lost_in_the_asteroids_script) \
  X("lull-in-the-fighting", lull_in_the_fighting_script)   \
  X("peace-on-naboo", peace_on_naboo_script)               \
  X("obi-wan-kenobi-a", obi_wan_kenobi_a_script)           \
  X("corde-a", corde_a_script)                             \
  X("padme-amidala-c", padme_amidala_c_script)

#define X(key, fn) void fn(TcgState& g, const Frame& f, EventLog* log);
ONE_SHOTS(X)
#undef X

namespace {
struct Entry {
  const char* key;
  OneShot fn;
};
const Entry kOneShots[] = {
#define X(key, fn) {key, fn},
    ONE_SHOTS(X)
#undef X
    {nullptr, nullptr}};
}  // namespace

StepResult run_one_shot(TcgState& g, Frame& f, EventLog* log) {
  const Frame copy = f;
  g.stack.pop();
  if (g.valid_card(copy.source))
    for (const Entry* e = kOneShots; e->key; ++e)
      if (std::strcmp(e->key, g.fx(copy.source).key) == 0) e->fn(g, copy, log);
  return StepResult::Continue;
}

}  // namespace sw::tcg
