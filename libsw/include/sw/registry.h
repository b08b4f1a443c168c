// Registry of games by id. Games are added explicitly (no static-init magic,
// which static libraries silently drop): see games/builtin_games.h.
#pragma once
#include <memory>
#include <string>
#include <vector>
#include "sw/game.h"

namespace sw {

class Registry {
 public:
  // Adds a game; replaces one with the same id. Order of addition is the
  // order of list().
  void add(std::unique_ptr<Game> g);
  const Game* find(const std::string& id) const;  // nullptr if unknown
  std::vector<const Game*> list() const;
  // [{"id","name","players":{"min","max"},"options":{name: default},
  //   "optionSpecs":[...],"hiddenInformation":bool}]
  json list_json() const;

 private:
  std::vector<std::unique_ptr<Game>> games_;
};

}  // namespace sw
