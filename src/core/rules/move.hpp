#pragma once

// A chess move in 16 bits, and a fixed-capacity list of moves (no heap).

#include "core/rules/types.hpp"

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>

namespace pendule::rules {

// Bits 0-5 from, 6-11 to, 12-13 promotion piece (knight, bishop, rook, queen), 14-15 kind.
// Castling is stored as the king's move (e1g1, e1c1, e8g8, e8c8). Move() is "no move" (a1a1).
class Move {
  public:
    enum class Kind : std::uint8_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Kind::Normal, PieceType promotion = PieceType::Knight)
        : data_(static_cast<std::uint16_t>(from | (to << 6) |
                                           ((index(promotion) - index(PieceType::Knight)) << 12) |
                                           (static_cast<int>(kind) << 14))) {}
    static constexpr Move none() { return Move(); }
    static constexpr Move from_raw(std::uint16_t raw) {
        Move m;
        m.data_ = raw;
        return m;
    }

    constexpr Square from() const { return Square(data_ & 63); }
    constexpr Square to() const { return Square((data_ >> 6) & 63); }
    constexpr Kind kind() const { return Kind(data_ >> 14); }
    // The piece a pawn becomes; meaningful only when is_promotion().
    constexpr PieceType promotion() const {
        return PieceType(((data_ >> 12) & 3) + index(PieceType::Knight));
    }
    constexpr bool is_promotion() const { return kind() == Kind::Promotion; }
    constexpr bool is_en_passant() const { return kind() == Kind::EnPassant; }
    constexpr bool is_castling() const { return kind() == Kind::Castling; }
    constexpr bool is_none() const { return data_ == 0; }
    constexpr std::uint16_t raw() const { return data_; }

    constexpr bool operator==(const Move&) const = default;

  private:
    std::uint16_t data_ = 0;
};

// "e2e4", "e7e8q", "e1g1" (castling as the king's move); "0000" for Move::none().
std::string to_uci(Move m);

// Up to 256 moves in place (the most legal moves known in a chess position is 218). The slots past
// size() are left uninitialised: a list is made for every position looked at, and zeroing its 512
// bytes cost more than listing the moves of one piece.
class MoveList {
  public:
    static constexpr std::size_t kCapacity = 256;

    class Iterator {
      public:
        explicit Iterator(const std::uint16_t* at) : at_(at) {}
        Move operator*() const { return Move::from_raw(*at_); }
        Iterator& operator++() {
            ++at_;
            return *this;
        }
        bool operator==(const Iterator&) const = default;

      private:
        const std::uint16_t* at_;
    };

    void push_back(Move m) {
        assert(size_ < kCapacity);
        moves_[size_++] = m.raw();
    }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](std::size_t i) const { return Move::from_raw(moves_[i]); }
    Iterator begin() const { return Iterator(moves_.data()); }
    Iterator end() const { return Iterator(moves_.data() + size_); }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m)
                return true;
        return false;
    }

  private:
    std::array<std::uint16_t, kCapacity> moves_; // raw moves, not initialised
    std::size_t size_ = 0;
};

} // namespace pendule::rules
