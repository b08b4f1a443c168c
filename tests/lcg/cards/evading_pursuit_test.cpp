// Evading Pursuit (The Hunt for Skywalker, L01 57): "This card cannot be
// played during an engagement. Action: Switch the positions of 2 of your
// facedown objectives. Then, draw 1 card."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Evading Pursuit: two face-down objectives trade places in the pyramid, then its player draws 1, not "
          "during an engagement (MP-HFS-5, MP-HFS-17)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
                        {{"hand", {"evading-pursuit"}}, {"units", {"r2-d2-hfs"}}, {"deck", {"rebel-sentry"}}}),
              hfs_options());
  // Position 1 holds The Mines, position 9 Return to Tatooine (setup's order).
  auto id_at = [&](int position) {
    const json objectives = t.view(kHLS)["players"][kHLS]["objectives"];  // (a range-for over a temporary's member would dangle)
    for (const json& o : objectives)
      if (o["position"] == position) return o["id"].get<std::string>();
    return std::string();
  };
  const std::string one = id_at(1), nine = id_at(9);
  REQUIRE(t.offers(kHLS, "use:evading-pursuit"));
  t.act(kHLS, "use:evading-pursuit");
  if (t.offers(kHLS, "autopay")) t.act(kHLS, "autopay");
  t.act(kHLS, "choose:" + one + ".");
  t.act(kHLS, "choose:" + nine + ".");
  CHECK(id_at(1) == nine);
  CHECK(id_at(9) == one);
  CHECK(t.view(kHLS)["players"][kHLS]["hand"][0]["name"] == "Rebel Sentry");
  // During an engagement it cannot be played.
  TableWith e(hfs_setup({{"phase", "conflict"}, {"active", "light"}, {"engagement", {{"objective", 0}, {"defender", "dark"}}}},
                        json::object(), json::object(),
                        {{"hand", {"evading-pursuit"}}, {"units", {"r2-d2-hfs", {{"card", "rebel-sentry"}, {"attacking", true}}}}}),
              hfs_options());
  int looked = 0;
  hfs_play_on(e, [&] {
    if (e.view()["engagement"].is_null()) return true;
    ++looked;
    CHECK(!e.offers(kHLS, "use:evading-pursuit"));
    return false;
  });
  CHECK(looked > 0);
}
