// The later sets' cards join the card table before it is first read
// (games/tcg/card_sets.h): after AOTC's 180, in the order they were added;
// once a game has read the table, a set is refused and nothing changes.
#include "tcg/card_sets.h"
#include "tcg_fixture.h"

using namespace tcgt;
using namespace sw::tcg;

TEST_CASE("Card sets: the fixture cards follow AOTC's, a set added after the first game is refused", "[tcg_sets]") {
  Table t(json(nullptr));  // the table is read
  const int n = num_facts();
  REQUIRE(n > 180);
  CHECK(std::string(facts(179).set) == "AOTC");
  CHECK(std::string(facts(180).set) == "TST");
  const int vader = find_def("darth-vader-a");
  REQUIRE(vader >= 180);
  CHECK(person_of(vader) == person_of(find_def("anakin-skywalker-a")));  // TCG-UNIQUE-3
  static const CardFacts late[] = {CardFacts{"late-card", "Late Card", 0, "TST", 99, kDark, kGround, "", 1, 10, 1, 1,
                                             kCommon, Keywords{}, ""}};
  CHECK_FALSE(add_card_set(late, 1, nullptr, 0));
  CHECK(num_facts() == n);
  CHECK(find_def("late-card") == -1);
}
