// "Boushh" (The Hunt for Skywalker, L01 35): "If you control Leia Organa,
// discard this unit from play. Reaction: After this unit enters play, turn 1
// of your facedown objectives faceup."
#include "hfs_table.h"
using namespace lcgcard;

TEST_CASE("Boushh (Leia in disguise): entering play, its player may turn one of its face-down objectives face up (MP-HFS-14)",
          "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
                        {{"hand", {"boushh"}}, {"units", {"r2-d2-hfs"}}, {"pyramid", hfs_pyramid("the-mines", true)}}),
              hfs_options());
  REQUIRE(t.offers(kHLS, "deploy:boushh"));
  t.act(kHLS, "deploy:boushh");
  for (int i = 0; i < 4 && !t.offers(kHLS, "use:boushh"); ++i) t.act(kHLS, t.offers(kHLS, "autopay") ? "autopay" : "generate:");
  REQUIRE(t.offers(kHLS, "use:boushh"));
  t.act(kHLS, "use:boushh");
  t.act(kHLS, "choose:the-hunt-for-skywalker");
  CHECK(face_down_objectives(t) == 7);
}

TEST_CASE("Boushh (Leia in disguise): discarded from play while its player controls Leia Organa", "[lcg][card][hfs]") {
  TableWith t(hfs_setup({{"phase", "deployment"}, {"active", "light"}}, json::object(), json::object(),
                        {{"hand", {"leia-organa"}}, {"units", {"r2-d2-hfs", "boushh"}},
                         {"pyramid", hfs_pyramid("the-mines", true)}}),
              hfs_options());
  REQUIRE(t.offers(kHLS, "deploy:leia-organa"));
  t.act(kHLS, "deploy:leia-organa");
  for (int i = 0; i < 6 && t.unit(kHLS, "\"Boushh\"").is_object(); ++i)
    t.act(kHLS, t.offers(kHLS, "autopay") ? "autopay" : t.offers(kHLS, "generate:") ? "generate:" : "pass");
  CHECK(t.unit(kHLS, "\"Boushh\"").is_null());
}
