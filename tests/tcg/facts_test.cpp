// The AOTC card facts (games/tcg/data/aotc.inc): printed numbers of a few
// cards, the table's shape, keywords, and the same-person rule.
#include <catch2/catch.hpp>
#include <cstring>
#include <set>
#include <string>
#include "tcg/facts.h"

using namespace sw::tcg;

namespace {
const CardFacts& card(const char* key) {
  int d = def_of_key(key);
  REQUIRE(d >= 0);
  return facts(d);
}
int count_type(CardType t) {
  int n = 0;
  for (int d = 0; d < num_facts(); ++d) n += facts(d).type == t;
  return n;
}
}  // namespace

TEST_CASE("TCG facts: 180 numbered AOTC cards, one per collector number", "[tcg]") {
  REQUIRE(num_facts() == 180);
  std::set<int> numbers;
  std::set<std::string> keys;
  for (int d = 0; d < num_facts(); ++d) {
    const CardFacts& f = facts(d);
    CHECK(std::strcmp(f.set, "AOTC") == 0);
    numbers.insert(f.number);
    keys.insert(f.key);
    CHECK(def_of_key(f.key) == d);
    CHECK(f.rarity != kPromo);  // promos are the same cards as their numbered prints
  }
  CHECK(numbers.size() == 180);
  CHECK(*numbers.begin() == 1);
  CHECK(*numbers.rbegin() == 180);
  CHECK(keys.size() == 180);
  CHECK(def_of_key("no-such-card") == -1);
  CHECK(def_of_key("") == -1);
  CHECK(def_of_key(nullptr) == -1);
}

TEST_CASE("TCG facts: counts per type (TCG-CARD-1)", "[tcg]") {
  CHECK(count_type(kSpace) == 28);
  CHECK(count_type(kGround) == 30);
  CHECK(count_type(kCharacter) == 60);
  CHECK(count_type(kBattle) == 37);
  CHECK(count_type(kMission) == 25);
  int sides[3] = {0, 0, 0};
  for (int d = 0; d < num_facts(); ++d) ++sides[facts(d).side];
  CHECK(sides[kLight] == 69);
  CHECK(sides[kDark] == 65);
  CHECK(sides[kNeutral] == 46);
}

TEST_CASE("TCG facts: every unit has speed, power and health - other cards have none (TCG-CARD-4)", "[tcg]") {
  for (int d = 0; d < num_facts(); ++d) {
    const CardFacts& f = facts(d);
    INFO(f.key);
    if (is_unit(f.type)) {
      CHECK(f.speed >= 0);
      CHECK(f.power >= 0);
      CHECK(f.health > 0);
      CHECK(f.cost >= 0);  // TCG-CARD-3: every unit has a build cost
    } else {
      CHECK(f.speed == -1);
      CHECK(f.power == -1);
      CHECK(f.health == -1);
      if (f.type == kMission) CHECK(f.cost >= 0);
      CHECK(!is_unique(f));  // TCG-CARD-6: only units are unique
    }
  }
}

TEST_CASE("TCG facts: printed numbers of some cards", "[tcg]") {
  const CardFacts& anakin = card("anakin-skywalker-a");
  CHECK(std::strcmp(anakin.name, "Anakin Skywalker") == 0);
  CHECK(anakin.version == 'A');
  CHECK(anakin.number == 1);
  CHECK(anakin.side == kLight);
  CHECK(anakin.type == kCharacter);
  CHECK(std::strcmp(anakin.subtype, "Jedi Padawan") == 0);
  CHECK(anakin.cost == 7);  // the rulebook's example costs: A = 7, C = 5, D = 4
  CHECK(anakin.speed == 60);
  CHECK(anakin.power == 6);
  CHECK(anakin.health == 5);
  CHECK(anakin.rarity == kRare);
  CHECK(card("anakin-skywalker-c").cost == 5);
  CHECK(card("anakin-skywalker-d").cost == 4);

  const CardFacts& core = card("trade-federation-battleship-core");
  CHECK(core.side == kDark);
  CHECK(core.type == kGround);
  CHECK(core.cost == 9);
  CHECK(core.speed == 10);
  CHECK(core.power == 10);
  CHECK(core.health == 12);
  CHECK(core.version == 0);
  CHECK(std::strcmp(core.text, "") == 0);

  const CardFacts& mission = card("dark-rendezvous");
  CHECK(mission.type == kMission);
  CHECK(mission.cost == 4);
  CHECK(mission.number == 10);

  const CardFacts& last = card("zam-wesell-b");
  CHECK(last.number == 180);
  CHECK(last.rarity == kCommon);
  CHECK(card("boba-fett-a").side == kNeutral);
}

TEST_CASE("TCG facts: a Battle card's cost is its Force cost (TCG-CARD-3)", "[tcg]") {
  CHECK(card("interference-in-the-senate").type == kBattle);
  CHECK(card("interference-in-the-senate").cost == 10);
  CHECK(card("surge-of-power").cost == 1);
  CHECK(card("dark-speed").cost == -1);  // no arrow: costs nothing to play
  CHECK(card("lost-in-the-asteroids").cost == -1);
}

TEST_CASE("TCG facts: printed keywords with numbers (TCG-KW-1)", "[tcg]") {
  CHECK(card("trade-federation-battleship").keywords.bombard == 4);
  CHECK(card("republic-assault-ship").keywords.bombard == 2);
  CHECK(card("naboo-spaceport").keywords.ion_cannon == 4);
  CHECK(card("commerce-guild-droid-platoon").keywords.ion_cannon == 3);
  CHECK(card("zams-airspeeder-a").keywords.critical_hit == 3);
  CHECK(card("padmes-yacht-a").keywords.shields == 1);
  // A unit with a keyword and another ability keeps the keyword.
  CHECK(card("destroyer-droid-p-series").keywords.shields == 1);
  CHECK(card("obi-wans-starfighter-a").keywords.critical_hit == 2);
  // A keyword bought with Force or under a condition is the card's own ability.
  CHECK(card("anakin-skywalker-a").keywords.evade == 0);
  CHECK(card("darth-tyranus-a").keywords.deflect == 0);
  CHECK(card("jango-fett-a").keywords.critical_hit == 0);
  int with_keyword = 0;
  for (int d = 0; d < num_facts(); ++d) {
    const Keywords& k = facts(d).keywords;
    if (k.bombard || k.critical_hit || k.deflect || k.evade || k.ion_cannon || k.shields) {
      ++with_keyword;
      CHECK(is_unit(facts(d).type));
    }
  }
  CHECK(with_keyword == 25);
}

TEST_CASE("TCG facts: names as the rules write them (correction T9)", "[tcg]") {
  CHECK(std::strcmp(card("padme-amidala-a").name, "Padmé Amidala") == 0);
  CHECK(std::strcmp(card("padmes-yacht-a").name, "Padmé's Yacht") == 0);
  CHECK(std::strcmp(card("obi-wans-starfighter-a").name, "Obi-Wan's Starfighter") == 0);
}

TEST_CASE("TCG facts: the same name is the same person (TCG-UNIQUE-1, TCG-UNIQUE-3)", "[tcg]") {
  const int a = def_of_key("anakin-skywalker-a");
  CHECK(person_of(a) == a);
  CHECK(person_of(def_of_key("anakin-skywalker-b")) == a);
  CHECK(person_of(def_of_key("anakin-skywalker-c")) == a);
  CHECK(person_of(def_of_key("anakin-skywalker-d")) == a);
  CHECK(person_of(def_of_key("obi-wan-kenobi-b")) == def_of_key("obi-wan-kenobi-a"));
  CHECK(person_of(def_of_key("obi-wan-kenobi-a")) != a);
  // "Obi-Wan's Starfighter" is another card, not Obi-Wan Kenobi.
  CHECK(person_of(def_of_key("obi-wans-starfighter-a")) != def_of_key("obi-wan-kenobi-a"));
  CHECK(person_of(-1) == -1);
  CHECK(person_of(num_facts()) == -1);
  // Every lettered version of a name shares one person; the four Anakins and the four Jangos.
  int anakins = 0, jangos = 0;
  for (int d = 0; d < num_facts(); ++d) {
    anakins += person_of(d) == a;
    jangos += person_of(d) == def_of_key("jango-fett-a");
  }
  CHECK(anakins == 4);
  CHECK(jangos == 4);
}

TEST_CASE("TCG facts: the three pairs of names for one person (TCG-UNIQUE-3)", "[tcg]") {
  // Darth Vader, Senator Palpatine and Queen Amidala are not in AOTC (correction T10):
  // the pairs are checked on the names.
  CHECK(std::strcmp(person_name("Darth Vader"), "Anakin Skywalker") == 0);
  CHECK(std::strcmp(person_name("Senator Palpatine"), "Chancellor Palpatine") == 0);
  CHECK(std::strcmp(person_name("Queen Amidala"), "Padmé Amidala") == 0);
  CHECK(std::strcmp(person_name("Anakin Skywalker"), "Anakin Skywalker") == 0);
  CHECK(std::strcmp(person_name("Yoda"), "Yoda") == 0);
  // The equivalence is one-way to a canonical name, never between unrelated people.
  CHECK(std::strcmp(person_name("Queen Jamillia"), "Queen Jamillia") == 0);
}

TEST_CASE("TCG facts: side and type names", "[tcg]") {
  CHECK(std::string(side_name(kDark)) == "Dark Side");
  CHECK(std::string(side_name(kLight)) == "Light Side");
  CHECK(std::string(side_name(kNeutral)) == "Neutral");
  CHECK(std::string(type_name(kSpace)) == "Space");
  CHECK(std::string(type_name(kCharacter)) == "Character");
  CHECK(std::string(type_name(kMission)) == "Mission");
  CHECK(is_unit(kGround));
  CHECK(!is_unit(kBattle));
}
