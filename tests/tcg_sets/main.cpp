// The Catch2 main of tcg_sets_tests: the TCG with the fixture set of later
// sets' cards (fixture.h). The fixture files have added their cards before
// main runs; a refused set fails the run before any test.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <cstdio>
#include "fixture.h"
#include "sw/invariant.h"

namespace tcgs {

namespace {
bool& refused() {
  static bool r = false;
  return r;
}
}  // namespace

bool add_fixture(const sw::tcg::CardFacts* rows, int n, const sw::tcg::SetScript* scripts, int n_scripts) {
  const bool ok = sw::tcg::add_card_set(rows, n, scripts, n_scripts);
  if (!ok) refused() = true;
  return ok;
}

bool fixtures_ok() { return !refused(); }

}  // namespace tcgs

namespace {
struct ViolationListener : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testCaseStarting(const Catch::TestCaseInfo&) override { sw::take_violation(); }
  void testCaseEnded(const Catch::TestCaseStats& stats) override {
    if (const char* v = sw::take_violation()) {
      std::fprintf(stderr, "invariant violation left pending by %s: %s\n", stats.testInfo.name.c_str(), v);
      failed = true;
    }
  }
  static inline bool failed = false;
};
}  // namespace

CATCH_REGISTER_LISTENER(ViolationListener)

int main(int argc, char* argv[]) {
  if (!tcgs::fixtures_ok()) {
    std::fprintf(stderr, "tcg_sets_tests: a fixture set was refused (games/tcg/card_sets.h)\n");
    return 1;
  }
  int rc = Catch::Session().run(argc, argv);
  if (ViolationListener::failed && rc == 0) rc = 1;
  return rc;
}
