// The single Catch2 main of sw_tests; every other tests/**/*.cpp (except
// fuzz/, bench/ and node/) is compiled into the same executable.
//
// A listener notes every test case that leaves an invariant violation pending
// (sw/invariant.h: a bounded container overflowed, a step stack grew too
// deep...); the run then fails, naming those test cases, so such a bug can
// never pass silently. Tests that provoke a violation on purpose take it.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <cstdio>
#include <string>
#include <vector>
#include "sw/invariant.h"

namespace {

std::vector<std::string>& leaked() {
  static std::vector<std::string> v;
  return v;
}

struct ViolationListener : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testCaseStarting(const Catch::TestCaseInfo&) override { sw::take_violation(); }
  void testCaseEnded(const Catch::TestCaseStats& stats) override {
    if (const char* v = sw::take_violation()) leaked().push_back(stats.testInfo.name + ": " + v);
  }
};

}  // namespace

CATCH_REGISTER_LISTENER(ViolationListener)

int main(int argc, char* argv[]) {
  int rc = Catch::Session().run(argc, argv);
  for (const std::string& s : leaked()) std::fprintf(stderr, "invariant violation left pending by %s\n", s.c_str());
  if (!leaked().empty() && rc == 0) rc = 1;
  return rc;
}
