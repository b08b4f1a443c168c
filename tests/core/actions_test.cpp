// sw::ActionSpace: dense integers per (verb, operand), never colliding, sorted
// by verb then operand; string ids "key" / "key:operand".
#include <catch2/catch.hpp>
#include <set>
#include "sw/actions.h"

namespace {

constexpr sw::VerbSpec kSpecs[] = {{"pass", 0}, {"card", 300}, {"side", 2}, {"done", 0}};
constexpr sw::ActionSpace<4> kSpace(kSpecs);

const char* side_name(int i) { return i == 0 ? "light" : "dark"; }
const char* card_name(int i) {
  static std::string buf;
  buf = "c" + std::to_string(i);
  return buf.c_str();
}
void label(const int& ctx, int seat, int operand, sw::json& j) { j["label"] = ctx * 1000 + seat * 100 + operand; }
const sw::VerbText<int> kText[4] = {{nullptr, nullptr}, {card_name, label}, {side_name, label}, {nullptr, label}};

}  // namespace

TEST_CASE("ActionSpace: every (verb, operand) has its own integer, ascending, decoded back", "[core][actions]") {
  std::set<sw::Action> seen;
  sw::Action prev = 0;
  for (int v = 0; v < 4; ++v) {
    int n = kSpace.operands(v) > 0 ? kSpace.operands(v) : 1;
    for (int o = 0; o < n; ++o) {
      sw::Action a = kSpace.encode(v, o);
      CHECK(a > prev);  // sorted by (verb, operand): more than 100 cards do not collide
      prev = a;
      CHECK(seen.insert(a).second);
      CHECK(kSpace.verb_of(a) == v);
      CHECK(kSpace.is(a, v));
      CHECK(kSpace.operand(a, v) == o);
    }
  }
  CHECK(seen.size() == 1 + 300 + 2 + 1);
  CHECK(kSpace.verb_of(0) == -1);
  CHECK(kSpace.verb_of(kSpace.end()) == -1);
  static_assert(kSpace.encode(2, 1) == 1 + 1 + 300 + 1, "bases follow each other");
}

TEST_CASE("ActionSpace: string ids and JSON come from the verb table", "[core][actions]") {
  CHECK(sw::action_id(kSpace, kText, kSpace.encode(0)) == "pass");
  CHECK(sw::action_id(kSpace, kText, kSpace.encode(1, 250)) == "card:c250");
  CHECK(sw::action_id(kSpace, kText, kSpace.encode(2, 1)) == "side:dark");
  CHECK(sw::action_id(kSpace, kText, -5) == "unknown");
  sw::json j = sw::action_json(kSpace, kText, 7, 1, kSpace.encode(2, 0));
  CHECK(j["id"] == "side:light");
  CHECK(j["kind"] == "side");
  CHECK(j["label"] == 7100);
}
