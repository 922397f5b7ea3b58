import LiveUI

// A Bookworm-like app without SwiftData: an ObservableObject library, a
// RatingView of star buttons over a @Binding, TextEditor for the review,
// `.confirmationDialog` to delete and `Environment(\.dismiss)`.

struct BookwormBook: Identifiable, Equatable {
    var id = UUID()
    var title: String
    var author: String
    var genre: String
    var review: String
    var rating: Int
    var date = Date.now
}

final class BookwormLibrary: ObservableObject {
    @Published var books: [BookwormBook]

    init(books: [BookwormBook] = []) {
        self.books = books
    }
}

struct RatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5

    var offImage: Image?
    var onImage = Image(systemName: "star.fill")

    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack {
            if label.isEmpty == false {
                Text(label)
            }

            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    image(for: number)
                        .foregroundStyle(number > rating ? offColor : onColor)
                }
                .accessibilityLabel("\(number) star\(number == 1 ? "" : "s")")
            }
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .contain)
    }

    func image(for number: Int) -> Image {
        if number > rating {
            offImage ?? onImage
        } else {
            onImage
        }
    }
}

struct EmojiRatingView: View {
    let rating: Int

    var body: some View {
        switch rating {
        case 1: Text("😴")
        case 2: Text("☹️")
        case 3: Text("😐")
        case 4: Text("😊")
        default: Text("🤩")
        }
    }
}

struct BookwormContentView: View {
    @StateObject private var library: BookwormLibrary
    @State private var showingAddScreen = false

    init(library: BookwormLibrary = BookwormLibrary()) {
        _library = StateObject(wrappedValue: library)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(library.books) { book in
                    NavigationLink {
                        BookwormDetailView(library: library, book: book)
                    } label: {
                        HStack {
                            EmojiRatingView(rating: book.rating)
                                .font(.largeTitle)

                            VStack(alignment: .leading) {
                                Text(book.title)
                                    .font(.headline)
                                Text(book.author)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .onDelete { offsets in
                    library.books.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Bookworm")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Book", systemImage: "plus") {
                        showingAddScreen.toggle()
                    }
                }
            }
            .sheet(isPresented: $showingAddScreen) {
                AddBookView(library: library)
            }
        }
    }
}

struct AddBookView: View {
    @Environment(\.dismiss) var dismiss
    @ObservedObject var library: BookwormLibrary

    @State private var title = ""
    @State private var author = ""
    @State private var rating = 3
    @State private var genre = "Fantasy"
    @State private var review = ""

    let genres = ["Fantasy", "Horror", "Kids", "Mystery", "Poetry", "Romance", "Thriller"]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name of book", text: $title)
                    TextField("Author's name", text: $author)

                    Picker("Genre", selection: $genre) {
                        ForEach(genres, id: \.self) {
                            Text($0)
                        }
                    }
                }

                Section("Write a review") {
                    TextEditor(text: $review)
                    RatingView(rating: $rating)
                }

                Section {
                    Button("Save") {
                        let newBook = BookwormBook(title: title, author: author, genre: genre, review: review, rating: rating)
                        library.books.append(newBook)
                        dismiss()
                    }
                }
                .disabled(title.isEmpty || author.isEmpty)
            }
            .navigationTitle("Add Book")
        }
    }
}

struct BookwormDetailView: View {
    @ObservedObject var library: BookwormLibrary
    let book: BookwormBook

    @Environment(\.dismiss) var dismiss
    @State private var showingDeleteAlert = false

    var body: some View {
        ScrollView {
            ZStack(alignment: .bottomTrailing) {
                Image(decorative: book.genre)
                    .resizable()
                    .scaledToFit()

                Text(book.genre.uppercased())
                    .font(.caption)
                    .fontWeight(.black)
                    .padding(8)
                    .foregroundStyle(.white)
                    .background(.black.opacity(0.75))
                    .clipShape(.capsule)
                    .offset(x: -5, y: -5)
            }

            Text(book.author)
                .font(.title)
                .foregroundStyle(.secondary)

            Text(book.review)
                .padding()

            RatingView(rating: .constant(book.rating))
                .font(.largeTitle)

            Text("Added \(book.date.formatted(date: .abbreviated, time: .omitted))")
                .font(.footnote)
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .scrollBounceBehavior(.basedOnSize)
        .confirmationDialog("Delete book", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive, action: deleteBook)
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("Are you sure?")
        }
        .toolbar {
            Button("Delete this book", systemImage: "trash") {
                showingDeleteAlert = true
            }
        }
    }

    func deleteBook() {
        library.books.removeAll { $0.id == book.id }
        dismiss()
    }
}

struct BookwormApp: App {
    var body: some Scene {
        WindowGroup {
            BookwormContentView()
        }
    }
}

struct RatingView_Previews: PreviewProvider {
    static var previews: some View {
        RatingView(rating: .constant(4))
            .previewLayout(.sizeThatFits)
    }
}
