#include "i18n/plural.hpp"

#include <cctype>
#include <charconv>
#include <string>
#include <vector>

namespace pendule::i18n {

// One node of the expression tree: a number, `n`, or an operator over one to three operands.
struct PluralRule::Node {
    enum class Kind { number, n, unary_not, binary, conditional };
    Kind kind = Kind::number;
    std::uint64_t value = 0;
    std::string op; // for binary: "||" "&&" "==" "!=" "<" "<=" ">" ">=" "+" "-" "*" "/" "%"
    std::vector<std::shared_ptr<const Node>> operands;
};

namespace {

using NodePtr = std::shared_ptr<const PluralRule::Node>;
using Node = PluralRule::Node;

std::uint64_t apply(std::string_view op, std::uint64_t a, std::uint64_t b) {
    if (op == "||")
        return (a || b) ? 1 : 0;
    if (op == "&&")
        return (a && b) ? 1 : 0;
    if (op == "==")
        return a == b ? 1 : 0;
    if (op == "!=")
        return a != b ? 1 : 0;
    if (op == "<")
        return a < b ? 1 : 0;
    if (op == "<=")
        return a <= b ? 1 : 0;
    if (op == ">")
        return a > b ? 1 : 0;
    if (op == ">=")
        return a >= b ? 1 : 0;
    if (op == "+")
        return a + b;
    if (op == "-")
        return a - b;
    if (op == "*")
        return a * b;
    // A division by zero in a catalogue's rule is its author's mistake: it yields 0, not a crash.
    if (op == "/")
        return b == 0 ? 0 : a / b;
    return b == 0 ? 0 : a % b; // "%"
}

std::uint64_t evaluate(const Node& node, std::uint64_t n) {
    switch (node.kind) {
    case Node::Kind::number:
        return node.value;
    case Node::Kind::n:
        return n;
    case Node::Kind::unary_not:
        return evaluate(*node.operands[0], n) == 0 ? 1 : 0;
    case Node::Kind::conditional:
        return evaluate(*node.operands[0], n) != 0 ? evaluate(*node.operands[1], n)
                                                   : evaluate(*node.operands[2], n);
    case Node::Kind::binary:
        break;
    }
    // Evaluate both sides: the rules are side-effect free, so && and || need no short circuit.
    return apply(node.op, evaluate(*node.operands[0], n), evaluate(*node.operands[1], n));
}

// A recursive-descent reader of gettext's plural expressions, with C's precedence:
// ?: < || < && < == != < relational < + - < * / % < ! < primary.
class Parser {
  public:
    explicit Parser(std::string_view text) : text_(text) {}

    Result<NodePtr> whole() {
        NodePtr root = conditional();
        skip_space();
        if (error_.empty() && pos_ != text_.size())
            fail("unexpected '" + std::string(1, text_[pos_]) + "'");
        if (!error_.empty())
            return Error{error_, "Plural-Forms, plural= character " + std::to_string(error_pos_ + 1)};
        return root;
    }

  private:
    NodePtr conditional() {
        // Real rules nest a few levels; a deeper one is refused before it exhausts the stack.
        if (++depth_ > max_depth) {
            fail("the rule nests more than 32 levels deep");
            return make(Node::Kind::number, "", {});
        }
        struct Leave {
            int& depth;
            ~Leave() { --depth; }
        } leave{depth_};
        NodePtr condition = binary_level(0);
        if (!accept("?"))
            return condition;
        NodePtr if_true = conditional();
        if (!accept(":")) {
            fail("expected ':' after '?'");
            return condition;
        }
        NodePtr if_false = conditional();
        return make(Node::Kind::conditional, "", {condition, if_true, if_false});
    }

    // The binary operators by level of precedence, loosest first.
    NodePtr binary_level(std::size_t level) {
        static const std::vector<std::vector<std::string_view>> levels = {
            {"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}};
        if (level == levels.size())
            return unary();
        NodePtr left = binary_level(level + 1);
        for (;;) {
            std::string_view found;
            for (std::string_view op : levels[level])
                if (peek(op)) {
                    found = op;
                    break;
                }
            if (found.empty() || !error_.empty())
                return left;
            accept(found);
            NodePtr right = binary_level(level + 1);
            left = make(Node::Kind::binary, std::string(found), {left, right});
        }
    }

    NodePtr unary() {
        std::size_t nots = 0;
        while (accept("!"))
            ++nots;
        NodePtr operand = primary();
        // !!!x is !x and !!x is (x != 0): at most two nots need building.
        for (nots = nots == 0 ? 0 : 2 - nots % 2; nots > 0; --nots)
            operand = make(Node::Kind::unary_not, "", {operand});
        return operand;
    }

    NodePtr primary() {
        skip_space();
        if (accept("(")) {
            NodePtr inner = conditional();
            if (!accept(")"))
                fail("expected ')'");
            return inner;
        }
        if (pos_ < text_.size() && text_[pos_] == 'n') {
            ++pos_;
            return make(Node::Kind::n, "", {});
        }
        auto node = std::make_shared<Node>();
        const char* begin = text_.data() + pos_;
        auto [end, code] = std::from_chars(begin, text_.data() + text_.size(), node->value);
        if (code != std::errc{}) {
            fail(pos_ < text_.size() ? "expected a number, 'n' or '('" : "the rule ends too early");
            return node;
        }
        pos_ += static_cast<std::size_t>(end - begin);
        return node;
    }

    NodePtr make(Node::Kind kind, std::string op, std::vector<NodePtr> operands) {
        // A long chain ("n+n+...+n") would make evaluation recurse as deep as it is long.
        if (++nodes_ > max_nodes)
            fail("the rule has more than 256 operations");
        auto node = std::make_shared<Node>();
        node->kind = kind;
        node->op = std::move(op);
        node->operands = std::move(operands);
        return node;
    }

    void skip_space() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_])))
            ++pos_;
    }
    bool peek(std::string_view token) {
        skip_space();
        if (text_.substr(pos_, token.size()) != token)
            return false;
        // "<" must not take the first half of "<=", nor "!" the first half of "!=".
        std::string_view rest = text_.substr(pos_ + token.size());
        return !(token.size() == 1 && std::string_view("<>!=").find(token[0]) != std::string_view::npos &&
                 !rest.empty() && rest[0] == '=');
    }
    bool accept(std::string_view token) {
        if (!peek(token))
            return false;
        pos_ += token.size();
        return true;
    }
    void fail(std::string message) {
        if (error_.empty()) {
            error_ = std::move(message);
            error_pos_ = pos_;
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::string error_;
    std::size_t error_pos_ = 0;
    static constexpr int max_depth = 32;
    static constexpr int max_nodes = 256;
    int nodes_ = 0;
    int depth_ = 0;
};

// The value after `key=` in "nplurals=2; plural=...;", up to the next ';' (or the end).
std::string_view field(std::string_view header, std::string_view key) {
    for (std::size_t at = header.find(key); at != std::string_view::npos; at = header.find(key, at + 1)) {
        bool starts_word =
            at == 0 || header[at - 1] == ';' || std::isspace(static_cast<unsigned char>(header[at - 1]));
        std::size_t after = at + key.size();
        while (after < header.size() && header[after] == ' ')
            ++after;
        if (!starts_word || after >= header.size() || header[after] != '=')
            continue;
        std::string_view rest = header.substr(after + 1);
        return rest.substr(0, rest.find(';'));
    }
    return {};
}

} // namespace

PluralRule::PluralRule() : PluralRule(2, Parser("n != 1").whole().value()) {}

Result<PluralRule> PluralRule::parse(std::string_view header_value) {
    std::string_view count = field(header_value, "nplurals");
    std::string_view expression = field(header_value, "plural");
    while (!count.empty() && count.front() == ' ')
        count.remove_prefix(1);
    int forms = 0;
    auto [end, code] = std::from_chars(count.data(), count.data() + count.size(), forms);
    if (count.empty() || code != std::errc{} || forms < 1 || forms > 6)
        return Error{"nplurals must be a number from 1 to 6", "Plural-Forms"};
    (void)end;
    if (expression.empty())
        return Error{"no plural= expression", "Plural-Forms"};
    Result<NodePtr> root = Parser(expression).whole();
    if (!root)
        return root.error();
    return PluralRule(forms, std::move(root).value());
}

int PluralRule::form_for(std::uint64_t n) const {
    std::uint64_t form = evaluate(*root_, n);
    return form < static_cast<std::uint64_t>(forms_) ? static_cast<int>(form) : forms_ - 1;
}

} // namespace pendule::i18n
