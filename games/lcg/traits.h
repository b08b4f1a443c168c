// The traits of the core set, then those Balance of the Force adds (a bit each; cards/*.cpp and filters use them).
#pragma once
#include <cstdint>
namespace sw::lcg::trait {
inline constexpr uint64_t kAlter = 1ull << 0;  // Alter
inline constexpr uint64_t kArmor = 1ull << 1;  // Armor
inline constexpr uint64_t kBlackSquadron = 1ull << 2;  // Black Squadron
inline constexpr uint64_t kBounty = 1ull << 3;  // Bounty
inline constexpr uint64_t kBountyHunter = 1ull << 4;  // Bounty Hunter
inline constexpr uint64_t kCapitalShip = 1ull << 5;  // Capital Ship
inline constexpr uint64_t kCharacter = 1ull << 6;  // Character
inline constexpr uint64_t kCivilian = 1ull << 7;  // Civilian
inline constexpr uint64_t kCloudCity = 1ull << 8;  // Cloud City
inline constexpr uint64_t kCondition = 1ull << 9;  // Condition
inline constexpr uint64_t kControl = 1ull << 10;  // Control
inline constexpr uint64_t kCoruscant = 1ull << 11;  // Coruscant
inline constexpr uint64_t kCreature = 1ull << 12;  // Creature
inline constexpr uint64_t kDagobah = 1ull << 13;  // Dagobah
inline constexpr uint64_t kDantooine = 1ull << 14;  // Dantooine
inline constexpr uint64_t kDathomir = 1ull << 15;  // Dathomir
inline constexpr uint64_t kDeathStar = 1ull << 16;  // Death Star
inline constexpr uint64_t kDecoy = 1ull << 17;  // Decoy
inline constexpr uint64_t kDespayre = 1ull << 18;  // Despayre
inline constexpr uint64_t kDroid = 1ull << 19;  // Droid
inline constexpr uint64_t kEndor = 1ull << 20;  // Endor
inline constexpr uint64_t kEngineer = 1ull << 21;  // Engineer
inline constexpr uint64_t kEspionage = 1ull << 22;  // Espionage
inline constexpr uint64_t kEwok = 1ull << 23;  // Ewok
inline constexpr uint64_t kExecutor = 1ull << 24;  // Executor
inline constexpr uint64_t kFighter = 1ull << 25;  // Fighter
inline constexpr uint64_t kFleet = 1ull << 26;  // Fleet
inline constexpr uint64_t kForce = 1ull << 27;  // Force
inline constexpr uint64_t kForceSensitive = 1ull << 28;  // Force Sensitive
inline constexpr uint64_t kForceUser = 1ull << 29;  // Force User
inline constexpr uint64_t kFortification = 1ull << 30;  // Fortification
inline constexpr uint64_t kImperialGuard = 1ull << 31;  // Imperial Guard
inline constexpr uint64_t kImperialNavy = 1ull << 32;  // Imperial Navy
inline constexpr uint64_t kKuat = 1ull << 33;  // Kuat
inline constexpr uint64_t kLeader = 1ull << 34;  // Leader
inline constexpr uint64_t kLightsaberForm = 1ull << 35;  // Lightsaber Form
inline constexpr uint64_t kLocation = 1ull << 36;  // Location
inline constexpr uint64_t kManeuver = 1ull << 37;  // Maneuver
inline constexpr uint64_t kMission = 1ull << 38;  // Mission
inline constexpr uint64_t kOfficer = 1ull << 39;  // Officer
inline constexpr uint64_t kOperation = 1ull << 40;  // Operation
inline constexpr uint64_t kPilot = 1ull << 41;  // Pilot
inline constexpr uint64_t kRogue = 1ull << 42;  // Rogue
inline constexpr uint64_t kScoundrel = 1ull << 43;  // Scoundrel
inline constexpr uint64_t kSense = 1ull << 44;  // Sense
inline constexpr uint64_t kSkill = 1ull << 45;  // Skill
inline constexpr uint64_t kSpy = 1ull << 46;  // Spy
inline constexpr uint64_t kSquadron = 1ull << 47;  // Squadron
inline constexpr uint64_t kTatooine = 1ull << 48;  // Tatooine
inline constexpr uint64_t kTrap = 1ull << 49;  // Trap
inline constexpr uint64_t kTrooper = 1ull << 50;  // Trooper
inline constexpr uint64_t kUpgrade = 1ull << 51;  // Upgrade
inline constexpr uint64_t kVehicle = 1ull << 52;  // Vehicle
inline constexpr uint64_t kWalker = 1ull << 53;  // Walker
inline constexpr uint64_t kWeapon = 1ull << 54;  // Weapon
inline constexpr uint64_t kWookiee = 1ull << 55;  // Wookiee
inline constexpr uint64_t kYavin4 = 1ull << 56;  // Yavin 4
inline constexpr uint64_t kDeathSquadron = 1ull << 57;  // Death Squadron (Balance of the Force)
inline constexpr uint64_t kMercenary = 1ull << 58;  // Mercenary (Balance of the Force)
inline constexpr uint64_t kOrdMantell = 1ull << 59;  // Ord Mantell (Balance of the Force)
inline constexpr uint64_t kSmuggler = 1ull << 60;  // Smuggler (Balance of the Force)
inline constexpr uint64_t kTransport = 1ull << 61;  // Transport (Balance of the Force)
inline constexpr int kCount = 62;
inline constexpr const char* kNames[kCount] = {"Alter", "Armor", "Black Squadron", "Bounty", "Bounty Hunter", "Capital Ship", "Character", "Civilian", "Cloud City", "Condition", "Control", "Coruscant", "Creature", "Dagobah", "Dantooine", "Dathomir", "Death Star", "Decoy", "Despayre", "Droid", "Endor", "Engineer", "Espionage", "Ewok", "Executor", "Fighter", "Fleet", "Force", "Force Sensitive", "Force User", "Fortification", "Imperial Guard", "Imperial Navy", "Kuat", "Leader", "Lightsaber Form", "Location", "Maneuver", "Mission", "Officer", "Operation", "Pilot", "Rogue", "Scoundrel", "Sense", "Skill", "Spy", "Squadron", "Tatooine", "Trap", "Trooper", "Upgrade", "Vehicle", "Walker", "Weapon", "Wookiee", "Yavin 4", "Death Squadron", "Mercenary", "Ord Mantell", "Smuggler", "Transport"};
}  // namespace sw::lcg::trait
// Traits of the challenge decks (data/challenge_decks.inc) past the 64 bits
// above: CardFacts::traits2. Names only: no rule reads them.
namespace sw::lcg::trait2 {
inline constexpr uint64_t kSpaceStation = 1ull << 0;  // Space Station (Death Star II)
inline constexpr uint64_t kSuperlaser = 1ull << 1;    // Superlaser (Fully Armed)
inline constexpr uint64_t kGuardian = 1ull << 2;      // Guardian (Rebel Honor Guard)
inline constexpr uint64_t kAlderaan = 1ull << 3;      // Alderaan (The Ruins of Alderaan)
inline constexpr uint64_t kKothlis = 1ull << 4;       // Kothlis (Mission at Kothlis)
inline constexpr int kCount = 5;
inline constexpr const char* kNames[kCount] = {"Space Station", "Superlaser", "Guardian", "Alderaan", "Kothlis"};
}  // namespace sw::lcg::trait2
