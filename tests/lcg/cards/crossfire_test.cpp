// Crossfire: "Reaction: once a Character unit is focused to strike, it gains
// 1 combat icon you choose until the strike ends." (one ability per icon:
// 0 unit damage, 1 blast damage, 2 tactics)
#include "card_table.h"
using namespace lcgcard;

namespace {
// The Light Side attacks Fall of the Jedi with `attacker`; no defenders.
Table attack(const char* attacker) {
  return Table(json{{"phase", "conflict"}, {"active", "light"}, {"turn", 4}, {"engagement", {{"objective", 0}}},
                    {"light", {{"tookTurn", true}, {"hand", {"crossfire"}},
                               {"objectives", {"a-heros-journey", "in-you-must-go", "the-rebel-fleet"}},
                               {"units", {{{"card", attacker}, {"attacking", true}}}}}},
                    {"dark", {{"tookTurn", true}, {"objectives", {"fall-of-the-jedi", "the-emperors-web", "imperial-command"}}}}});
}
std::string with_suffix(const Table& t, int seat, const std::string& prefix, const std::string& suffix) {
  for (const std::string& id : t.ids(seat))
    if (id.rfind(prefix, 0) == 0 && id.size() > suffix.size() && id.compare(id.size() - suffix.size(), suffix.size(), suffix) == 0)
      return id;
  return "";
}
}  // namespace

TEST_CASE("Crossfire gives the Character focused to strike a blast icon for that strike only", "[lcg][card]") {
  Table t = attack("rebel-trooper");  // unit damage 1 (no enemy unit to hit), no blast icon
  // Edge battle (both pass), then the Light Side strikes first.
  for (int i = 0; i < 8 && !t.offers(kLight, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kLight, "strike:rebel-trooper");
  const std::string blast = with_suffix(t, kLight, "use:crossfire", ".1");
  REQUIRE(!blast.empty());
  CHECK(!with_suffix(t, kLight, "use:crossfire", ".0").empty());  // unit damage
  CHECK(!with_suffix(t, kLight, "use:crossfire", ".2").empty());  // tactics
  t.act(kLight, blast);
  if (t.offers(kLight, "autopay")) t.act(kLight, "autopay");
  CHECK(t.objective(kDark, "Fall of the Jedi")["damage"] == 1);  // the gained blast icon
  CHECK(t.unit(kLight, "Rebel Trooper")["icons"]["bd"] == 0);     // until the end of the strike
  CHECK(t.card(kLight, "discard", "Crossfire").is_object());
}

TEST_CASE("Crossfire does not answer a unit that is not a Character", "[lcg][card]") {
  Table t = attack("x-wing");  // a Vehicle
  for (int i = 0; i < 8 && !t.offers(kLight, "strike:"); ++i) t.act(t.to_act()[0], "pass");
  t.act(kLight, "strike:x-wing");
  CHECK_FALSE(t.offers(kLight, "use:crossfire"));
  CHECK(t.count(kLight, "hand", "Crossfire") == 1);
}
