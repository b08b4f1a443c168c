// Helpers for the test game's scenarios: a Match on test_registry() set up
// with exact cards, acting by action-id prefix ("use:shield-generator"),
// reading the view.
#pragma once
#include <catch2/catch.hpp>
#include <string>
#include <vector>
#include "sw/match.h"
#include "test_registry.h"

namespace tgt {

using sw::json;

struct Table {
  sw::Match m{sw::test_registry()};

  // hands/inPlay/decks: one list of card keys per seat; seat `first` starts.
  explicit Table(json hands, json in_play, json decks = json::array({json::array(), json::array()}), int players = 2) {
    json cfg = {{"game", "test"},
                {"seed", 1},
                {"options", {{"players", players}}},
                {"setup", {{"hands", hands}, {"inPlay", in_play}, {"decks", decks}, {"first", 0}}}};
    json r = json::parse(m.start(cfg.dump()));
    INFO(r.dump());
    REQUIRE(r["ok"] == true);
  }

  std::vector<std::string> ids(int seat) const {
    std::vector<std::string> out;
    for (const json& a : json::parse(m.legal_actions(seat))) out.push_back(a["id"].get<std::string>());
    return out;
  }
  bool offers(int seat, const std::string& prefix) const {
    for (const std::string& id : ids(seat))
      if (id.rfind(prefix, 0) == 0) return true;
    return false;
  }
  // Applies the first legal action of `seat` whose id starts with `prefix`.
  void act(int seat, const std::string& prefix) {
    for (const std::string& id : ids(seat)) {
      if (id.rfind(prefix, 0) != 0) continue;
      json r = json::parse(m.apply(json{{"player", seat}, {"id", id}}.dump()));
      INFO(r.dump());
      REQUIRE(r["ok"] == true);
      return;
    }
    INFO("seat " << seat << " has no action starting with '" << prefix << "'; legal: " << json(ids(seat)).dump());
    FAIL();
  }
  std::vector<int> to_act() const { return json::parse(m.status())["toAct"].get<std::vector<int>>(); }
  json view(int seat = -1) const { return json::parse(m.view(seat)); }
  // The card named `name` in seat's play area (the first one).
  json in_play(int seat, const std::string& name, int nth = 0) const {
    const json v = view();
    for (const json& c : v["players"][seat]["inPlay"])
      if (c["name"] == name && nth-- == 0) return c;
    return json();
  }
  int hand_count(int seat) const { return view()["players"][seat]["handCount"]; }
  int deck_count(int seat) const { return view()["players"][seat]["deckCount"]; }
  // Log texts, in order.
  std::vector<std::string> log() const {
    std::vector<std::string> out;
    for (const json& e : json::parse(m.log(-1))) out.push_back(e["text"].get<std::string>());
    return out;
  }
  int log_index(const std::string& needle) const {
    std::vector<std::string> l = log();
    for (size_t i = 0; i < l.size(); ++i)
      if (l[i].find(needle) != std::string::npos) return static_cast<int>(i);
    return -1;
  }
};

inline json seats(json a, json b) { return json::array({std::move(a), std::move(b)}); }

}  // namespace tgt
